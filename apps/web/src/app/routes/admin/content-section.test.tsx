import type {
  AdminBlogPost,
  AdminContentBlock,
  AdminContentPage,
  AdminHelpCategory,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const operator = sessionUser({ id: 5, role: 'admin', second_factor: true });

const hero: AdminContentBlock = {
  type: 'hero',
  data: { heading: 'Pay it forward, together', subheading: 'Giving that moves.' },
  data_nl: { heading: 'Samen geven we het door', subheading: 'Geven dat beweegt.' },
};
const faq: AdminContentBlock = {
  type: 'faq_list',
  data: { items: [{ question: 'What is it?', answer: 'A platform.' }] },
  data_nl: { items: [{ question: 'Wat is het?', answer: 'Een platform.' }] },
};

function page(overrides: Partial<AdminContentPage> = {}): AdminContentPage {
  return {
    slug: 'about',
    published: true,
    blocks: [hero, faq],
    draft: null,
    draft_updated_at: null,
    ...overrides,
  };
}

function post(overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: 3,
    name: 'Water that keeps flowing',
    name_nl: 'Water dat blijft stromen',
    description: 'Last month I travelled.',
    description_nl: 'Vorige maand reisde ik.',
    picture: null,
    published: true,
    publish_at: null,
    author: { id: 5, name: 'Operator' },
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

const helpTree: AdminHelpCategory[] = [
  {
    id: 1,
    position: 0,
    title: 'Donating',
    title_nl: 'Doneren',
    sections: [
      {
        id: 2,
        category_id: 1,
        position: 0,
        title: 'Making a donation',
        title_nl: 'Een donatie doen',
        articles: [
          {
            id: 4,
            section_id: 2,
            position: 0,
            slug: 'payment-methods',
            title: 'Which payment methods can I use?',
            title_nl: 'Met welke betaalmethoden kan ik betalen?',
            content: 'Cards and iDEAL.',
            content_nl: 'Kaarten en iDEAL.',
          },
        ],
      },
    ],
  },
];

describe('the console’s content: About and Contact', () => {
  it('edits the About hero in Dutch, saves the draft and publishes it after a confirmation', async () => {
    let current = page();
    const sent: unknown[] = [];
    let published = false;
    mockApi({
      'GET /admin/content/pages/about': () => ({ data: current }),
      'PUT /admin/content/pages/about/draft': async (request: Request) => {
        const body = (await request.json()) as { blocks: AdminContentBlock[] };
        sent.push(body);
        current = { ...current, draft: body.blocks, draft_updated_at: '2026-02-01T10:00:00Z' };
        return { data: current };
      },
      'POST /admin/content/pages/about/publish': () => {
        published = true;
        current = { ...current, blocks: current.draft!, draft: null, draft_updated_at: null };
        return { data: current };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/content');
    const heroBlock = within(await screen.findByRole('region', { name: 'Block 1: Hero' }));
    expect(heroBlock.getByRole('textbox', { name: /Heading/ })).toHaveValue(
      'Pay it forward, together',
    );
    expect(screen.getByText('Published, no draft')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Dutch' }));
    const heading = heroBlock.getByRole('textbox', { name: /Heading/ });
    expect(heading).toHaveValue('Samen geven we het door');
    await user.clear(heading);
    await user.type(heading, 'Geef het door');
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      blocks: [
        {
          type: 'hero',
          data: { heading: 'Pay it forward, together' },
          data_nl: { heading: 'Geef het door', subheading: 'Geven dat beweegt.' },
        },
        { type: 'faq_list', data_nl: { items: [{ question: 'Wat is het?' }] } },
      ],
    });
    expect(await screen.findByText(/Draft saved/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish this page?' }));
    await user.click(dialog.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(published).toBe(true));
    expect(await screen.findByText('Published, no draft')).toBeVisible();
    // Nothing was sent again: the saved draft is what went out.
    expect(sent).toHaveLength(1);
  });

  it('adds, moves and removes blocks with buttons, previews them and shows the API’s problems in Dutch', async () => {
    localStorage.setItem('language', 'nl');
    const sent: { blocks: AdminContentBlock[] }[] = [];
    mockApi({
      'GET /admin/content/pages/contact': { data: page({ slug: 'contact', blocks: [hero] }) },
      'PUT /admin/content/pages/contact/draft': async (request: Request) => {
        sent.push((await request.json()) as { blocks: AdminContentBlock[] });
        return reply(422, {
          message: 'Geef het teamlid een naam.',
          errors: { 'blocks.0.data_nl.members.0.name': ['Geef het teamlid een naam.'] },
        });
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/content/pages/contact');
    expect(await screen.findByRole('region', { name: 'Blok 1: Hero' })).toBeVisible();

    const type = screen.getByRole('combobox', { name: 'Soort blok' });
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Teamleden' }));
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    const team = within(await screen.findByRole('region', { name: 'Blok 2: Teamleden' }));
    expect(team.getByRole('group', { name: 'Teamlid 1' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Blok 2: Teamleden omhoog' }));
    expect(await screen.findByRole('region', { name: 'Blok 1: Teamleden' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Blok 2: Hero verwijderen' }));
    expect(screen.queryByRole('region', { name: /Hero/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.blocks.map((block) => block.type)).toEqual(['team_members']);
    const name = await screen.findByRole('textbox', { name: /Naam/ });
    expect(name).toHaveAccessibleDescription(/Geef het teamlid een naam\./);
    expect(screen.getByText(/Blok 1: Teamleden, Nederlands: Naam/)).toBeVisible();
    // What was typed stays: the block is still there, unsaved.
    expect(screen.getByText('Niet opgeslagen wijzigingen')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.type(name, 'Lisa');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld' }));
    const preview = within(
      await screen.findByRole('dialog', { name: 'Voorbeeld: Pagina Contact in het Nederlands' }),
    );
    expect(preview.getByRole('heading', { name: 'Lisa' })).toBeVisible();
  });

  it('asks before leaving with unsaved changes, and says so when the page cannot be loaded', async () => {
    mockApi({
      'GET /admin/content/pages/about': { data: page() },
      'GET /admin/content/pages/contact': reply(500, { message: 'Server Error' }),
      'GET /admin/blog-posts': { data: [] },
    });
    signIn(operator);
    const { user } = renderApp('/admin/content/pages/about');
    const heroBlock = within(await screen.findByRole('region', { name: 'Block 1: Hero' }));
    await user.type(heroBlock.getByRole('textbox', { name: /Subheading/ }), ' More.');
    await user.click(screen.getByRole('link', { name: 'Blog posts' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    await user.click(ask.getByRole('button', { name: 'Stay and keep editing' }));
    expect(heroBlock.getByRole('textbox', { name: /Subheading/ })).toHaveValue(
      'Giving that moves. More.',
    );
    await user.click(screen.getByRole('link', { name: 'Contact page' }));
    const again = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    await user.click(again.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('The page could not be loaded.')).toBeVisible();
  });
});

describe('the console’s content: blog and help', () => {
  it('lists blog posts with whether visitors see them, and writes one after a refusal keeps the text', async () => {
    const sent: unknown[] = [];
    let posts = [
      post(),
      post({ id: 4, name: 'Coming soon', publish_at: '2999-01-01T09:00:00.000Z' }),
      post({ id: 5, name: 'Hidden one', published: false }),
    ];
    mockApi({
      'GET /admin/blog-posts': () => ({ data: posts }),
      'POST /admin/blog-posts': async (request: Request) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        if (sent.length === 1)
          return reply(422, {
            message: 'The name nl field is required.',
            errors: { name_nl: ['The name nl field is required.'] },
          });
        const created = post({ id: 9, name: body.name!, name_nl: body.name_nl! });
        posts = [created, ...posts];
        return reply(201, { data: created, changed: true });
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/content/blog');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Visible')).toBeVisible();
    expect(within(rows[2]!).getByText(/^From /)).toBeVisible();
    expect(within(rows[3]!).getByText('Not published')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New post' }));
    const form = within(await screen.findByRole('dialog', { name: 'Write a blog post' }));
    await user.type(form.getByRole('textbox', { name: 'Title (English)' }), 'Spring');
    await user.type(form.getByRole('textbox', { name: 'Text (English)' }), 'Plans.');
    await user.type(form.getByRole('textbox', { name: 'Text (Dutch)' }), 'Plannen.');
    await user.click(form.getByRole('button', { name: 'Save post' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Title (Dutch): The name nl field is required.',
    );
    expect(form.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Spring');
    await user.type(form.getByRole('textbox', { name: 'Title (Dutch)' }), 'Lente');
    await user.click(form.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      name: 'Spring',
      name_nl: 'Lente',
      description: 'Plans.',
      description_nl: 'Plannen.',
      published: true,
      publish_at: null,
    });
    expect(await screen.findByText('Spring')).toBeVisible();
  });

  it('shows the help center in Dutch and deletes an article after asking', async () => {
    localStorage.setItem('language', 'nl');
    let tree = helpTree;
    mockApi({
      'GET /admin/help': () => ({ data: tree }),
      'DELETE /admin/help/articles/4': () => {
        tree = [{ ...tree[0]!, sections: [{ ...tree[0]!.sections[0]!, articles: [] }] }];
        return { deleted: true };
      },
    });
    signIn(operator);
    const { user } = renderApp('/admin/content/help');
    expect(await screen.findByRole('heading', { name: 'Donating' })).toBeVisible();
    expect(screen.getByText('Met welke betaalmethoden kan ik betalen?')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Artikel toevoegen aan Making a donation' }),
    ).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Verwijderen: Which payment methods can I use?' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Dit artikel verwijderen?' }));
    await user.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Met welke betaalmethoden kan ik betalen?'),
      ).not.toBeInTheDocument(),
    );
  });

  it('says so when there are no blog posts, and when the help center cannot be loaded', async () => {
    mockApi({
      'GET /admin/blog-posts': { data: [] },
      'GET /admin/help': reply(500, { message: 'Server Error' }),
    });
    signIn(operator);
    const { user } = renderApp('/admin/content/blog');
    expect(await screen.findByText('There are no blog posts yet.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Help center' }));
    expect(await screen.findByText('The help center could not be loaded.')).toBeVisible();
  });
});
