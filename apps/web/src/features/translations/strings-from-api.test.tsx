import { bundledTranslations } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// A page the server did not render: the app starts without strings and asks the API.
function startWithoutStrings() {
  i18n.removeResourceBundle('en');
}

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('The interface strings come from the API', () => {
  it('shows a page only once its strings arrived, and shows the ones the API sends', async () => {
    startWithoutStrings();
    const fetchMock = mockApi({
      'GET /translations/en': {
        ...bundledTranslations.en,
        'header.discover': 'Discover (as the operators wrote it)',
      },
    });
    renderApp('/privacy-policy');

    expect(screen.queryByRole('link', { name: 'header.discover' })).not.toBeInTheDocument();
    expect(
      await within(await mainNavigation()).findByRole('link', {
        name: 'Discover (as the operators wrote it)',
      }),
    ).toHaveAttribute('href', '/discover');
    expect(calledPaths(fetchMock)).toContain('GET /translations/en');
  });

  it('falls back to the English the app was built with when the API cannot be reached', async () => {
    startWithoutStrings();
    mockApi({ 'GET /translations/en': reply(503, { message: 'Service Unavailable' }) });
    renderApp('/privacy-policy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    expect(within(await mainNavigation()).getByRole('link', { name: 'Discover' })).toBeVisible();
  });
});
