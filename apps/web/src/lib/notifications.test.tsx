import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { notifications } from './notifications';

// The privacy page has no data calls: only the notice changes the page.
const page = '/privacy-policy';

async function showNotice(message: string) {
  act(() => notifications.show({ color: 'teal', message }));
  const notice = (await screen.findByText(message)).closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error('the notice is not an alert');
  return notice;
}

describe('notifications', () => {
  it('shows a notice whose close button is named, and passes axe', async () => {
    mockApi();
    renderApp(page);
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });

    const notice = await showNotice('Saved.');

    expect(within(notice).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('names the close button in Dutch on a Dutch page', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    renderApp(page);
    await screen.findByRole('heading', { level: 1, name: 'Privacybeleid' });

    const notice = await showNotice('Opgeslagen.');

    expect(within(notice).getByRole('button', { name: 'Sluiten' })).toBeVisible();
  });
});
