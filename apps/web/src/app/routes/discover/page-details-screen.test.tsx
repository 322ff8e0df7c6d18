import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import { pageDetails } from '@/features/pages/testing/page-fixtures';
import { followItem } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const fundraiser = pageDetails({
  type: 'fundraiser',
  id: 5,
  name: 'Run for Water',
  logo: null,
  picture: null,
  verified: false,
  raised: 250,
  goal: 1000,
  followers_count: 1,
  nonprofit: { id: 3, name: 'Clean Water Foundation' },
  event: { id: 12, name: 'Charity run Utrecht' },
});

describe('detail pages', { timeout: 15_000 }, () => {
  it('non-profit: hero, Donate Now, raised, followers, info panel, topic chips and meta', async () => {
    mockApi({
      'GET /nonprofit/details/3': {
        data: pageDetails({ topics: [{ id: 7, name: 'Clean water' }] }),
      },
      'GET /nonprofit/community/3': { data: [] },
    });
    renderApp('/nonprofit-details/3');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clean Water Foundation' }),
    ).toBeVisible();
    expect(screen.getByText('Non-profit')).toBeVisible();
    expect(screen.getByText('VERIFIED')).toBeVisible();
    expect(screen.getByText('We bring clean drinking water to villages.')).toBeVisible();
    const donate = screen.getByRole('link', { name: 'Donate Now' });
    expect(donate).toHaveAttribute(
      'href',
      '/payment/Clean%20Water%20Foundation?type=nonprofit&id=3',
    );
    expect(screen.getByRole('button', { name: 'Take Action' })).toBeVisible();
    expect(screen.getByText('€1,500.50 raised')).toBeVisible();
    expect(screen.getByText('1,234 followers')).toBeVisible();

    const info = within(screen.getByRole('region', { name: 'About this page' }));
    expect(info.getByRole('heading', { name: 'Our campaigns' }).parentElement).toHaveTextContent(
      '3',
    );
    expect(info.getByRole('heading', { name: 'News and update' }).parentElement).toHaveTextContent(
      '7',
    );
    expect(info.getByRole('link', { name: 'hello@cleanwater.example' })).toHaveAttribute(
      'href',
      'mailto:hello@cleanwater.example',
    );
    expect(
      info.getByRole('link', { name: /^cleanwater\.example.*opens in a new tab/ }),
    ).toHaveAttribute('target', '_blank');
    expect(info.getByText('Damrak 1, Amsterdam')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clean water' })).toHaveAttribute(
      'href',
      '/topics-details/7',
    );
    expect(document.title).toBe('Clean Water Foundation | PifWorld');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'We bring clean drinking water to villages.',
    );
  });

  it("shows the banner in the banner's shape, sharp up to 2400 px wide, and the logo square", async () => {
    mockApi({
      'GET /nonprofit/details/3': { data: pageDetails() },
      'GET /nonprofit/community/3': { data: [] },
    });
    renderApp('/nonprofit-details/3');
    await screen.findByRole('heading', { level: 1, name: 'Clean Water Foundation' });

    const [banner, logo] = Array.from(document.querySelectorAll('header img'));
    const widths = banner?.getAttribute('srcset')?.split(', ');
    expect(widths?.[0]).toBe('/storage/s/banner/320/cwf-banner.jpg 320w');
    expect(widths?.at(-1)).toBe('/storage/s/banner/2400/cwf-banner.jpg 2400w');
    expect(widths).toHaveLength(5);
    expect(banner).toHaveAttribute('sizes', '100vw');
    expect(logo?.getAttribute('srcset')).toContain('/storage/s/logo/320/cwf-logo.png 320w');
  });

  it("fundraiser: 'Non-profit: {name}', its event, progress, Follow instead of Take Action", async () => {
    mockApi({ 'GET /fundraiser/details/5': { data: fundraiser } });
    renderApp('/fundraiser-details/5');

    expect(
      await screen.findByRole('link', { name: 'Non-profit: Clean Water Foundation' }),
    ).toHaveAttribute('href', '/nonprofit-details/3');
    expect(screen.getByRole('link', { name: 'Event: Charity run Utrecht' })).toHaveAttribute(
      'href',
      '/events-details/12',
    );
    expect(screen.queryByRole('button', { name: 'Take Action' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow Run for Water' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '25% of the goal reached' })).toBeVisible();
    expect(screen.getByText('1 follower')).toBeVisible();
    // No banner picture: the default banner.
    expect(document.querySelector('header img')?.getAttribute('src')).toBe(DEFAULT_BANNER);
  });

  it('Donate Now carries the donation to the payment screen', async () => {
    mockApi({ 'GET /fundraiser/details/5': { data: fundraiser } });
    signIn();
    const { router, user } = renderApp('/discover/details/fundraiser/5');

    await user.click(await screen.findByRole('link', { name: 'Donate Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/Run%20for%20Water'));
    expect(router.state.location.search).toBe('?type=fundraiser&id=5');
    expect(router.state.location.state).toEqual({
      name: 'Run for Water',
      img: null,
      type: 'Fundraiser',
      nonprofitName: 'Clean Water Foundation',
      nonprofitsName: 'Clean Water Foundation',
      nonprofitsID: 3,
      source: 'fundraiser',
      objectId: 5,
    });
  });

  it.each([
    [
      '/fundraiser-details/5',
      'GET /fundraiser/details/5',
      'Fundraiser not found',
      'Error fetching fundraiser data',
    ],
    [
      '/nonprofit-details/3',
      'GET /nonprofit/details/3',
      'Non-profit not found',
      'Failed to load data.',
    ],
    [
      '/companyEvents-details/8',
      'GET /company-event/details/8',
      'Event not found or data is unavailable.',
      'Failed to load event details. Please try again.',
    ],
    [
      '/company-details/4',
      'GET /company/details/4',
      'Company not found.',
      'Failed to load company profile.',
    ],
  ])('%s: %j on 404, %j with Retry on a failure', async (path, call, notFound, failed) => {
    const handlers: Record<string, unknown> = { [call]: reply(404, { message: 'Not found' }) };
    mockApi(handlers);
    const first = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    first.unmount();

    handlers[call] = reply(500, { message: 'boom' });
    const { user } = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);

    handlers[call] = { data: pageDetails({ type: 'company', id: 4, name: 'Recovered page' }) };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered page' })).toBeVisible();
  });

  it("says 'Invalid fundraiser ID' for an id that is not a number, without calling the API", async () => {
    const requests = mockApi();
    renderApp('/fundraiser-details/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid fundraiser ID' }),
    ).toBeVisible();
    expect(calledPaths(requests).filter((call) => call.includes('fundraiser'))).toEqual([]);
  });

  it('company: no Donate Now; Take Action offers Follow and Share; Contact e-mails', async () => {
    mockApi({
      'GET /company/details/4': {
        data: pageDetails({
          type: 'company',
          id: 4,
          name: 'Green Bikes BV',
          raised: null,
          followers_count: 2,
        }),
      },
    });
    const { user } = renderApp('/company-details/4');

    await screen.findByRole('heading', { level: 1, name: 'Green Bikes BV' });
    expect(screen.queryByRole('link', { name: 'Donate Now' })).toBeNull();
    // No 'Raised so far' for a page that takes no donations; its followers still show.
    expect(screen.queryByRole('heading', { name: 'Raised so far' })).toBeNull();
    const followers = screen.getByRole('region', { name: 'Followers' });
    expect(within(followers).getByText('2 followers')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Green Bikes BV' })).toHaveAttribute(
      'href',
      'mailto:hello@cleanwater.example',
    );

    await user.click(screen.getByRole('button', { name: 'Take Action' }));
    const picker = within(
      await screen.findByRole('dialog', { name: 'Take action for Green Bikes BV' }),
    );
    expect(picker.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'FollowGet updates from this page.',
      'ShareTell your friends about this page.',
    ]);

    await user.click(picker.getByRole('button', { name: /Share/ }));
    expect(await screen.findByRole('dialog', { name: 'Share Green Bikes BV' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Link to this page' })).toHaveValue(
      `${window.location.origin}/company-details/4`,
    );
  });

  it('Take Action > Follow follows the page and refreshes its follower count', async () => {
    const handlers: Record<string, unknown> = {
      'GET /company/details/4': {
        data: pageDetails({
          type: 'company',
          id: 4,
          name: 'Green Bikes BV',
          raised: null,
          followers_count: 2,
        }),
      },
      'GET /user/1/follows': { data: [] },
    };
    handlers['POST /follows'] = () => {
      handlers['GET /user/1/follows'] = {
        data: [followItem({ type: 'company', id: 4, name: 'Green Bikes BV' })],
      };
      handlers['GET /company/details/4'] = {
        data: pageDetails({
          type: 'company',
          id: 4,
          name: 'Green Bikes BV',
          raised: null,
          followers_count: 3,
        }),
      };
      return reply(201, { follow: followItem({ type: 'company', id: 4 }), message: 'ok' });
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/company-details/4');
    expect(await screen.findByText('2 followers')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Take Action' }));
    const picker = within(await screen.findByRole('dialog'));
    await user.click(picker.getByRole('button', { name: /Follow/ }));

    expect(await screen.findByText('3 followers')).toBeVisible();
    expect(await screen.findByText('You are now following Green Bikes BV.')).toBeVisible();
  });

  it('event: When and Where; Take Action offers Donate, Share and Join (a calendar file)', async () => {
    mockApi({
      'GET /event/details/12': {
        data: pageDetails({
          type: 'event',
          id: 12,
          name: 'Charity run Utrecht',
          followers_count: null,
          nonprofit: { id: 3, name: 'Clean Water Foundation' },
          start_date: '2025-06-03T09:00:00.000Z',
          end_date: '2025-06-04T09:00:00.000Z',
          address_line1: 'Maliebaan 1',
          city: 'Utrecht',
        }),
      },
    });
    const { user } = renderApp('/events-details/12');

    expect(await screen.findByText('Jun 3, 2025 to Jun 4, 2025')).toBeVisible();
    expect(screen.getAllByText('Maliebaan 1, Utrecht')[0]).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take Action' }));
    const picker = within(await screen.findByRole('dialog'));
    expect(picker.getByRole('link', { name: /Donate/ })).toHaveAttribute(
      'href',
      '/payment/Charity%20run%20Utrecht?type=event&id=12',
    );
    const join = picker.getByRole('link', { name: /Join/ });
    expect(join).toHaveAttribute('download', 'event-12.ics');
    expect(decodeURIComponent(join.getAttribute('href') ?? '')).toContain(
      'SUMMARY:Charity run Utrecht',
    );
  });

  it('company event: its company and non-profit; a page without description says so', async () => {
    mockApi({
      'GET /company-event/details/8': {
        data: pageDetails({
          type: 'company-event',
          id: 8,
          name: 'Bike to work week',
          description: null,
          followers_count: null,
          company: { id: 4, name: 'Green Bikes BV' },
          nonprofit: { id: 3, name: 'Clean Water Foundation' },
        }),
      },
    });
    renderApp('/companyEvents-details/8');
    expect(await screen.findByRole('link', { name: 'Company: Green Bikes BV' })).toHaveAttribute(
      'href',
      '/company-details/4',
    );
    expect(screen.getByRole('link', { name: 'Non-profit: Clean Water Foundation' })).toBeVisible();
    expect(screen.getByText('Company event')).toBeVisible();
    expect(screen.getByText('No description right now')).toBeVisible();
  });

  it('/discover/details/{type}/{id} shows any kind of page, and not-found for an unknown kind', async () => {
    mockApi({
      'GET /project/details/2': {
        data: pageDetails({ type: 'project', id: 2, name: 'Wells for Kenya' }),
      },
    });
    const first = renderApp('/discover/details/project/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wells for Kenya' })).toBeVisible();
    expect(screen.getByText('Project')).toBeVisible();
    first.unmount();

    renderApp('/discover/details/planet/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /fundraiser/details/5': { data: { ...fundraiser, description: null } } });
    renderApp('/fundraiser-details/5');
    expect(await screen.findByRole('link', { name: 'Doneer nu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Goed doel: Clean Water Foundation' })).toBeVisible();
    expect(screen.getByText('Nog geen beschrijving')).toBeVisible();
    expect(screen.getByText('€ 250,00 opgehaald')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delen' })).toBeVisible();
  });
  it('says when the platform verified the page, and when it checked the ANBI status', async () => {
    const checked = {
      verified: true,
      verified_at: '2026-10-30T10:00:00.000Z',
      anbi_checked_at: '2026-10-30T10:00:00.000Z',
    };
    mockApi({
      'GET /nonprofit/details/3': { data: pageDetails(checked) },
      'GET /nonprofit/community/3': { data: [] },
    });
    renderApp('/nonprofit-details/3');
    expect(
      await screen.findByText(
        'Verified on October 30, 2026 · ANBI status checked on October 30, 2026',
      ),
    ).toBeVisible();
  });

  it('says it in Dutch, and without an ANBI check says only the date', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      'GET /fundraiser/details/5': {
        data: { ...fundraiser, verified: true, verified_at: '2026-10-30T10:00:00.000Z' },
      },
    });
    renderApp('/fundraiser-details/5');
    expect(await screen.findByText('Geverifieerd op 30 oktober 2026')).toBeVisible();
    expect(screen.queryByText(/ANBI/)).toBeNull();
  });
});
