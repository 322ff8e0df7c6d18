import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const banner = async (name = 'Confirm your e-mail address') =>
  within(await screen.findByRole('region', { name }));

describe('the banner of an address to confirm', () => {
  it('says where the link went and sends it again', async () => {
    let sent = 0;
    mockApi({
      'POST /email/confirmation': () => {
        sent += 1;
        return { message: 'We have sent you a new confirmation link.' };
      },
    });
    signIn(sessionUser({ email_confirmed: false }));
    const { user } = renderApp('/help');

    const notice = await banner();
    expect(notice.getByText(/we sent a link to sanne@example\.com/)).toBeVisible();
    await user.click(notice.getByRole('button', { name: 'Send the link again' }));
    expect(await notice.findByRole('status')).toHaveTextContent(
      'We have sent you a new confirmation link.',
    );
    expect(sent).toBe(1);
  });

  it('names the new address waiting for its link, in Dutch, and says when to wait', async () => {
    mockApi({
      'POST /email/confirmation': reply(
        429,
        { message: 'Te veel pogingen. Probeer het later opnieuw.' },
        { 'retry-after': '600' },
      ),
    });
    localStorage.setItem('language', 'nl');
    signIn(sessionUser({ pending_email: 'nieuw@example.com' }));
    const { user } = renderApp('/help');

    const notice = await banner('Bevestig je e-mailadres');
    expect(notice.getByText(/Je nieuwe e-mailadres nieuw@example\.com gaat in/)).toBeVisible();
    await user.click(notice.getByRole('button', { name: 'Stuur de link opnieuw' }));
    await waitFor(() => expect(notice.getByRole('status')).not.toBeEmptyDOMElement());
  });

  it('is not there for a proven address, nor for a visitor', async () => {
    mockApi({});
    signIn(sessionUser());
    renderApp('/help');
    expect(await screen.findByRole('main')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
