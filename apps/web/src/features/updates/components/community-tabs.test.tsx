import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderWithProviders } from '@/testing/render-app';
import { pagedUpdates, pageUpdate } from '../testing/update-fixtures';
import levels from '@/components/ui/tab-levels.module.css';
import { CommunityTabs } from './community-tabs';

const TIMELINE = 'GET /page-updates/company/4';
const events = [
  { id: 12, title: 'Charity run Utrecht' },
  { id: 13, title: 'Beach clean-up' },
];

function renderTabs(canPost = true) {
  signIn();
  return renderWithProviders(
    <CommunityTabs pageType="company" pageId={4} canPost={canPost} events={events} />,
  );
}

async function openTimeline(user: ReturnType<typeof renderTabs>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'TIMELINE' }));
}

describe('CommunityTabs', { timeout: 40_000 }, () => {
  it("sits a level below the page's tabs: small pills named by a heading of their own", async () => {
    mockApi({ [TIMELINE]: pagedUpdates([]) });
    renderTabs();
    const heading = screen.getByRole('heading', { level: 3, name: 'Community' });
    const list = screen.getByRole('tablist', { name: 'Community' });
    expect(list).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The second level's look (pills in a track), not the first level's underlined tabs.
    expect(list).toHaveClass(levels.secondaryList!);
    expect(list).not.toHaveClass(levels.primaryList!);
    for (const tab of within(list).getAllByRole('tab')) {
      expect(tab).toHaveClass(levels.secondaryTab!);
    }
    expect(await screen.findByText('No activity yet')).toBeVisible();
  });

  it('has the tabs OVERVIEW, TIMELINE, UPDATE, INVITATIONS; the overview sums up real updates', async () => {
    mockApi({
      [TIMELINE]: pagedUpdates([pageUpdate()], { lastPage: 2, total: 21 }),
    });
    const { user } = renderTabs();

    const tabs = within(screen.getByRole('tablist', { name: 'Community' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'OVERVIEW',
      'TIMELINE',
      'UPDATE',
      'INVITATIONS',
    ]);
    expect(await screen.findByText('21 updates posted')).toBeVisible();
    expect(screen.getByText('Latest update: May 16, 2025')).toBeVisible();

    await user.click(tabs.getByRole('tab', { name: 'UPDATE' }));
    const latest = await screen.findByRole('article', { name: 'We planted 500 trees' });
    expect(within(latest).getByText('every donor').tagName).toBe('STRONG');

    await user.click(tabs.getByRole('tab', { name: 'INVITATIONS' }));
    expect(screen.getByText('No invitations yet')).toBeVisible();
    expect(screen.getByText('Inviting members is not available yet.')).toBeVisible();
  });

  it("posts the update as JSON, shows 'Posting...', clears the editor and shows the new update", async () => {
    const posted = pageUpdate({
      id: 90,
      title: 'Bike to work week',
      content: '<p>Join us</p>',
      update_type: 'event',
      location: 'office',
      topic: 'hr',
      event_type: 'workshop',
      event: { id: 13, title: 'Beach clean-up' },
    });
    const handlers: Record<string, unknown> = { [TIMELINE]: pagedUpdates([]) };
    let sent: unknown;
    let release: () => void = () => {};
    handlers['POST /page-updates'] = async (request: Request) => {
      sent = await request.json();
      await new Promise<void>((resolve) => (release = resolve));
      handlers[TIMELINE] = pagedUpdates([posted]);
      return reply(201, { message: 'Update posted.', data: posted });
    };
    mockApi(handlers);
    const { user } = renderTabs();
    await openTimeline(user);

    expect(await screen.findByText('No activity yet')).toBeVisible();
    await enterText(user, screen.getByRole('textbox', { name: 'Title' }), 'Bike to work week');
    const content = screen.getByRole('textbox', { name: 'Content' });
    await user.click(content);
    await user.keyboard('Join us');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Update type' }), 'Event');
    // The company-app choices wait under More details.
    await user.click(screen.getByRole('button', { name: 'More details (optional)' }));
    // They show once the section has opened (it slides open).
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'Office');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'HR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'Workshop');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Beach clean-up');
    await user.click(screen.getByRole('button', { name: 'Post update' }));

    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Update posted.')).toBeVisible();
    expect(sent).toEqual({
      page_type: 'company',
      page_id: 4,
      // Each text with its language; the one not written is sent blank (not written).
      title_en: 'Bike to work week',
      title_nl: '',
      content_en: '<p>Join us</p>',
      content_nl: '',
      update_type: 'event',
      location: 'office',
      topic: 'hr',
      event_type: 'workshop',
      event_id: 13,
    });

    const item = await screen.findByRole('article', { name: 'Bike to work week' });
    expect(item).toHaveTextContent('Event');
    expect(item).toHaveTextContent('Office');
    expect(item).toHaveTextContent('HR');
    expect(item).toHaveTextContent('Workshop');
    expect(within(item).getByRole('link', { name: 'Event: Beach clean-up' })).toHaveAttribute(
      'href',
      '/events-details/13',
    );
    expect(item).toHaveTextContent('By Sanne de Vries');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    // The kind goes back to News, the choice most updates keep.
    expect(screen.getByRole('combobox', { name: 'Update type' })).toHaveValue('news');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe(''),
    );
  });

  it('shows a 422 under each field and in the summary, keeping what was typed', async () => {
    mockApi({
      [TIMELINE]: pagedUpdates([]),
      'POST /page-updates': reply(422, {
        message: 'The update type field is required. (and 1 more error)',
        errors: {
          update_type: ['The update type field is required.'],
          content: ['The content field is required.'],
        },
      }),
    });
    const { user } = renderTabs();
    await openTimeline(user);

    await enterText(user, await screen.findByRole('textbox', { name: 'Title' }), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Post update' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(summary).toHaveTextContent('Update type: The update type field is required.');
    expect(summary).toHaveTextContent('Content: The content field is required.');
    expect(screen.getByRole('combobox', { name: 'Update type' })).toHaveAccessibleDescription(
      'The update type field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      'The content field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half done');
    expect(screen.getByRole('button', { name: 'Post update' })).toBeEnabled();
  });

  it('lets the owner delete an update after confirming', async () => {
    const handlers: Record<string, unknown> = {
      [TIMELINE]: pagedUpdates([pageUpdate(), pageUpdate({ id: 82, title: 'Second news' })]),
    };
    handlers['DELETE /page-updates/81'] = () => {
      handlers[TIMELINE] = pagedUpdates([pageUpdate({ id: 82, title: 'Second news' })]);
      return { message: 'Update deleted.' };
    };
    mockApi(handlers);
    const { user } = renderTabs();
    await openTimeline(user);

    await user.click(
      await screen.findByRole('button', { name: 'Delete the update We planted 500 trees' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this update?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Update deleted.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'We planted 500 trees' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Second news' })).toBeVisible();
  });

  it('shows a failed delete in the dialog', async () => {
    mockApi({
      [TIMELINE]: pagedUpdates([pageUpdate()]),
      'DELETE /page-updates/81': reply(403, {
        message: 'You are not allowed to delete this update.',
      }),
    });
    const { user } = renderTabs();
    await openTimeline(user);
    await user.click(
      await screen.findByRole('button', { name: 'Delete the update We planted 500 trees' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You are not allowed to delete this update.',
    );
  });

  it("pages the timeline with 'Load more'", async () => {
    mockApi({
      [TIMELINE]: (request: Request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? pagedUpdates([pageUpdate({ id: 70, title: 'Older news' })], {
              page: 2,
              lastPage: 2,
              total: 2,
            })
          : pagedUpdates([pageUpdate()], { page: 1, lastPage: 2, total: 2 }),
    });
    const { user } = renderTabs();
    await openTimeline(user);

    const list = await screen.findByRole('list', { name: 'Timeline updates' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['We planted 500 trees', 'Older news']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an error with Retry, and recovers', async () => {
    const handlers: Record<string, unknown> = { [TIMELINE]: reply(500, { message: 'boom' }) };
    mockApi(handlers);
    const { user } = renderTabs(false);
    await openTimeline(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The updates could not be loaded.');
    handlers[TIMELINE] = pagedUpdates([pageUpdate()]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'We planted 500 trees' })).toBeVisible();
  });

  it('shows a visitor no editor and no delete buttons; empty panels say so', async () => {
    mockApi({ [TIMELINE]: pagedUpdates([]) });
    const { user } = renderTabs(false);

    expect(await screen.findByText('This page has not posted any updates yet.')).toBeVisible();
    await openTimeline(user);
    expect(await screen.findByText('No activity yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post update' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'UPDATE' }));
    expect(screen.getByText('No updates yet')).toBeVisible();
  });

  it('speaks Dutch: tabs, editor and option labels', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ [TIMELINE]: pagedUpdates([pageUpdate()]) });
    const { user } = renderTabs();

    expect(await screen.findByText('1 update geplaatst')).toBeVisible();
    expect(screen.getByText('Laatste update: 16 mei 2025')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'TIJDLIJN' }));
    expect(await screen.findByRole('button', { name: 'Update plaatsen' })).toBeVisible();
    const type = screen.getByRole('combobox', { name: 'Soort update' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aankondiging', 'Mijlpaal', 'Nieuws', 'Evenement']);
    expect(type).toHaveValue('news');
    await user.click(screen.getByRole('button', { name: 'Meer details (niet verplicht)' }));
    expect(await screen.findByRole('combobox', { name: 'Locatie' })).toHaveTextContent(
      'Op afstand',
    );
    const item = await screen.findByRole('article', { name: 'We planted 500 trees' });
    expect(item).toHaveTextContent('Mijlpaal');
    expect(item).toHaveTextContent('Op afstand');
    expect(item).toHaveTextContent('Ontwikkeling');
    expect(item).toHaveTextContent('Door Sanne de Vries');
    expect(item).toHaveTextContent('16 mei 2025');
    expect(screen.getByRole('tab', { name: 'UITNODIGINGEN' })).toBeVisible();
  });
});
