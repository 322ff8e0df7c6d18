import { bundledTranslations } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

// A page the server did not draw (issue 20): the app starts without strings and asks the API.
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

  it('keeps Dutch for a reader whose session ended: the strings are asked without the token', async () => {
    startWithoutStrings();
    localStorage.setItem('language', 'nl');
    signIn(undefined, 'revoked-token');
    const fetchMock = mockApi({
      'GET /translations/nl': (request: Request) =>
        request.headers.has('authorization')
          ? reply(401, { message: 'Unauthenticated.' })
          : bundledTranslations.nl,
    });
    renderApp('/privacy-policy');

    const navigation = await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(within(navigation).getByRole('link', { name: 'Ontdekken' })).toBeVisible();
    const asked = fetchMock.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
      .filter((request) => request.url.endsWith('/translations/nl'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => !request.headers.has('authorization'))).toBe(true);
  });
});
