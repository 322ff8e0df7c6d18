import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageDetails } from '@/features/pages/testing/page-fixtures';
import { pagedUpdates, pageUpdate } from '@/features/updates/testing/update-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const company = pageDetails({ type: 'company', id: 4, name: 'Green Bikes BV', raised: null });
/** The company page also lists the company's events. */
const companyEvents = { 'GET /companies/events/4': [] };

describe("details pages: 'Latest updates'", { timeout: 15_000 }, () => {
  it('a company shows its timeline, read only, with the rich text as formatted text', async () => {
    mockApi({
      ...companyEvents,
      'GET /company/details/4': { data: company },
      'GET /page-updates/company/4': pagedUpdates([
        pageUpdate(),
        pageUpdate({ id: 80, title: 'Office opening', update_type: 'news', location: null }),
      ]),
    });
    renderApp('/company-details/4');

    const section = within(await screen.findByRole('region', { name: 'Latest updates' }));
    const list = within(await section.findByRole('list', { name: 'Timeline updates' }));
    const [first, second] = list.getAllByRole('article');
    expect(first).toHaveAccessibleName('We planted 500 trees');
    expect(first).toHaveTextContent('Milestone');
    expect(first).toHaveTextContent('Remote');
    expect(first).toHaveTextContent('May 16, 2025');
    expect(within(first!).getByText('every donor').tagName).toBe('STRONG');
    expect(second).toHaveAccessibleName('Office opening');
    expect(second).toHaveTextContent('News');
    expect(section.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(section.queryByRole('button', { name: 'Post update' })).toBeNull();
  });

  it.each([
    ['/nonprofit-details/3', 'nonprofit', 3],
    ['/fundraiser-details/5', 'fundraiser', 5],
  ] as const)('%s shows its updates too', async (path, type, id) => {
    mockApi({
      [`GET /${type}/details/${id}`]: { data: pageDetails({ type, id, name: 'A page' }) },
      [`GET /${type}/community/${id}`]: { data: [] },
      [`GET /page-updates/${type}/${id}`]: pagedUpdates([
        pageUpdate({
          title: 'Well number 10 is done',
          page: { type, id, name: 'A page', link: path },
        }),
      ]),
    });
    renderApp(path);
    const section = within(await screen.findByRole('region', { name: 'Latest updates' }));
    expect(await section.findByRole('article', { name: 'Well number 10 is done' })).toBeVisible();
  });

  it("says 'No activity yet' for no updates and for a 404, without breaking the page", async () => {
    const handlers: Record<string, unknown> = {
      ...companyEvents,
      'GET /company/details/4': { data: company },
      'GET /page-updates/company/4': pagedUpdates([]),
    };
    mockApi(handlers);
    const first = renderApp('/company-details/4');
    const section = within(await screen.findByRole('region', { name: 'Latest updates' }));
    expect(await section.findByText('No activity yet')).toBeVisible();
    first.unmount();

    handlers['GET /page-updates/company/4'] = reply(404, { message: 'Company not found.' });
    renderApp('/company-details/4');
    const again = within(await screen.findByRole('region', { name: 'Latest updates' }));
    expect(await again.findByText('No activity yet')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Green Bikes BV' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed timeline shows an error with Retry beside the page', async () => {
    const handlers: Record<string, unknown> = {
      ...companyEvents,
      'GET /company/details/4': { data: company },
      'GET /page-updates/company/4': reply(500, { message: 'boom' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/company-details/4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The updates could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Green Bikes BV' })).toBeVisible();

    handlers['GET /page-updates/company/4'] = pagedUpdates([pageUpdate()]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'We planted 500 trees' })).toBeVisible();
  });

  it('events and projects post no updates: no section, no call', async () => {
    const fetchMock = mockApi({
      'GET /project/details/2': {
        data: pageDetails({ type: 'project', id: 2, name: 'Wells for Kenya' }),
      },
    });
    renderApp('/discover/details/project/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wells for Kenya' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Latest updates' })).toBeNull();
    expect(calledPaths(fetchMock).some((call) => call.includes('/page-updates/'))).toBe(false);
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      ...companyEvents,
      'GET /company/details/4': { data: company },
      'GET /page-updates/company/4': pagedUpdates([pageUpdate()]),
    });
    renderApp('/company-details/4');
    const section = within(await screen.findByRole('region', { name: 'Laatste updates' }));
    const item = await section.findByRole('article', { name: 'We planted 500 trees' });
    expect(item).toHaveTextContent('Mijlpaal');
    expect(item).toHaveTextContent('16 mei 2025');
  });
});
