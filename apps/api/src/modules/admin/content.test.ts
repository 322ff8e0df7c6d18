import { adminContentMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import { heroBlock, insertBlogPost, insertHelpTree } from '../../../test/admin-content';
import { insertSignedInUser } from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { auditEntries, pageBlocks, pages } from '../../db/schema';
import { contentVersion } from '../content/content.service';

// The console's Content section: About and Contact block by block, blog, help.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;

async function operator() {
  return bearer((await insertSignedInUser(t.db, { role: 'admin' })).token);
}

const send = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: api(path),
    headers: { ...(await operator()), ...headers },
    ...(payload ? { payload } : {}),
  });

const publicPage = (slug: string, lang: 'en' | 'nl') =>
  t.app.inject({ url: api(`/pages/${slug}?lang=${lang}`) });

describe('the About and Contact pages', () => {
  it('publishes a Dutch hero that the Dutch About page shows at once, and not before', async () => {
    const picture = await t.app.storage.put(await pngImage(), 'png');
    const draft = await send('PUT', '/admin/content/pages/about/draft', {
      blocks: [
        {
          type: 'hero',
          data: { heading: 'Give it forward', background_image: picture, button_text: '' },
          data_nl: { heading: 'Geef het door', background_image: picture },
        },
        {
          type: 'faq_list',
          data: { items: [{ question: 'Why?', answer: 'Because.' }] },
          data_nl: { items: [{ question: 'Waarom?', answer: 'Daarom.' }] },
        },
        { type: 'contact_form', data: {}, data_nl: { heading: 'Schrijf ons' } },
      ],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      slug: 'about',
      published: false,
      blocks: [],
      draft: [
        // The empty button text is left out; the picture is kept.
        { type: 'hero', data: { heading: 'Give it forward', background_image: picture } },
        { type: 'faq_list' },
        {
          type: 'contact_form',
          data_nl: {
            heading: 'Schrijf ons',
            fields: [{ name: '', email: '', subject: '', message: '' }],
          },
        },
      ],
    });
    // A draft is not public.
    expect((await publicPage('about', 'nl')).statusCode).toBe(404);

    const version = contentVersion();
    const published = await send('POST', '/admin/content/pages/about/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, draft: null });
    expect(published.json().data.blocks).toHaveLength(3);
    // The server-rendered first screens are rendered again.
    expect(contentVersion()).toBeGreaterThan(version);

    const dutch = await publicPage('about', 'nl');
    expect(dutch.statusCode).toBe(200);
    expect(dutch.json().data.blocks[0]).toMatchObject({
      type: 'hero',
      data: { heading: 'Geef het door', background_image: picture },
    });
    const english = await publicPage('about', 'en');
    expect(english.json().data.blocks[0].data.heading).toBe('Give it forward');

    // A new draft changes nothing for visitors until it is published.
    await send('PUT', '/admin/content/pages/about/draft', {
      blocks: [heroBlock('Later', 'Later')],
    });
    expect((await publicPage('about', 'nl')).json().data.blocks[0].data.heading).toBe(
      'Geef het door',
    );
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, 'about'));
    expect(entries.map((entry) => entry.action)).toEqual([
      'content.draft',
      'content.publish',
      'content.draft',
    ]);
    expect(entries[1]!.after).toMatchObject({ published: true });
  });

  it('refuses an unknown block type, a missing Dutch hero heading and a foreign picture, writing nothing', async () => {
    const before = await auditCount(t.db);
    const unknown = await send('PUT', '/admin/content/pages/contact/draft', {
      blocks: [{ type: 'video', data: {}, data_nl: {} }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['blocks.0.type']).toEqual([
      textOf(adminContentMessages.blockType),
    ]);

    const noDutch = await send(
      'PUT',
      '/admin/content/pages/contact/draft',
      { blocks: [{ type: 'hero', data: { heading: 'Hello' }, data_nl: { heading: ' ' } }] },
      { 'accept-language': 'nl' },
    );
    expect(noDutch.statusCode).toBe(422);
    expect(noDutch.json().errors['blocks.0.data_nl.heading']).toEqual(['Geef de hero een kop.']);

    const foreign = await send('PUT', '/admin/content/pages/contact/draft', {
      blocks: [
        {
          type: 'image',
          data: { image: 'not-stored.png' },
          data_nl: { image: 'not-stored.png' },
        },
      ],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      'blocks.0.data.image': [textOf(adminContentMessages.storedPicture)],
      'blocks.0.data_nl.image': [textOf(adminContentMessages.storedPicture)],
    });

    const empty = await send('PUT', '/admin/content/pages/contact/draft', {
      blocks: [
        {
          type: 'rich_text',
          data: { content: '<script>alert(1)</script>' },
          data_nl: { content: '<p>Hallo</p>' },
        },
      ],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      'blocks.0.data.content': [textOf(adminContentMessages.richText)],
    });

    expect(await auditCount(t.db)).toBe(before);
    const [contact] = await t.db.select().from(pages).where(eq(pages.slug, 'contact'));
    expect(contact?.draft ?? null).toBeNull();
  });

  it('strips a script from rich text before it is stored', async () => {
    const saved = await send('PUT', '/admin/content/pages/contact/draft', {
      blocks: [
        {
          type: 'rich_text',
          data: { content: '<p>Hi<script>alert(1)</script> <a href="example.org">us</a></p>' },
          data_nl: { content: '<p onclick="steal()">Hoi</p>' },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [block] = saved.json().data.draft;
    expect(block.data.content).toBe(
      '<p>Hi <a href="https://example.org" target="_blank" rel="noopener noreferrer">us</a></p>',
    );
    expect(block.data_nl.content).toBe('<p>Hoi</p>');
  });

  it('discards a draft; publishing or discarding without one is a 409 that writes nothing', async () => {
    await send('PUT', '/admin/content/pages/contact/draft', {
      blocks: [heroBlock('Hi', 'Hoi')],
    });
    const discarded = await send('DELETE', '/admin/content/pages/contact/draft');
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data.draft).toBeNull();
    const before = await auditCount(t.db);
    for (const [method, path] of [
      ['DELETE', '/admin/content/pages/contact/draft'],
      ['POST', '/admin/content/pages/contact/publish'],
    ] as const) {
      const response = await send(method, path);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(textOf(adminContentMessages.noDraft));
    }
    expect(await auditCount(t.db)).toBe(before);
    const blocks = await t.db.select().from(pageBlocks);
    expect(blocks.every((block) => block.type !== 'video')).toBe(true);
  });
});

describe('blog posts', () => {
  it('shows a post from its publish date, and an unpublished one never', async () => {
    const body = {
      name: 'Spring plans',
      name_nl: 'Plannen voor de lente',
      description: 'What we will do.',
      description_nl: 'Wat we gaan doen.',
    };
    const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const scheduled = await send('POST', '/admin/blog-posts', { ...body, publish_at: future });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({
      changed: true,
      data: { name_nl: 'Plannen voor de lente', published: true, publish_at: future },
    });
    const id = scheduled.json().data.id as number;
    const list = async () =>
      (await t.app.inject({ url: api('/blog-page-contents?lang=nl') })).json() as {
        id: number;
        name: string;
      }[];
    expect((await list()).map((post) => post.id)).not.toContain(id);
    expect((await t.app.inject({ url: api(`/blog-page-contents/${id}`) })).statusCode).toBe(404);

    const past = '2024-03-01T09:00:00.000Z';
    const now = await send('PUT', `/admin/blog-posts/${id}`, { ...body, publish_at: past });
    expect(now.json()).toMatchObject({ changed: true, data: { publish_at: past } });
    const shown = (await list()).find((post) => post.id === id);
    expect(shown).toMatchObject({ name: 'Plannen voor de lente', created_at: past });

    // The same values again change nothing and write no audit entry.
    const before = await auditCount(t.db);
    const again = await send('PUT', `/admin/blog-posts/${id}`, { ...body, publish_at: past });
    expect(again.json().changed).toBe(false);
    expect(await auditCount(t.db)).toBe(before);

    await send('PUT', `/admin/blog-posts/${id}`, { ...body, publish_at: past, published: false });
    expect((await list()).map((post) => post.id)).not.toContain(id);
    const all = await send('GET', '/admin/blog-posts');
    expect(all.json().data.find((post: { id: number }) => post.id === id)).toMatchObject({
      published: false,
    });
  });

  it('takes a stored picture only, and deletes a post', async () => {
    const post = await insertBlogPost(t.db);
    const body = { name: 'A', name_nl: 'B', description: 'C', description_nl: 'D' };
    const foreign = await send('PUT', `/admin/blog-posts/${post.id}`, {
      ...body,
      picture: 'missing.png',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.picture).toEqual([textOf(adminContentMessages.storedPicture)]);
    const picture = await t.app.storage.put(await pngImage(), 'png');
    const saved = await send('PUT', `/admin/blog-posts/${post.id}`, { ...body, picture });
    expect(saved.json().data.picture).toBe(picture);

    const deleted = await send('DELETE', `/admin/blog-posts/${post.id}`);
    expect(deleted.json()).toMatchObject({ deleted: true });
    expect((await send('DELETE', `/admin/blog-posts/${post.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/admin/blog-posts/${post.id}`, body)).statusCode).toBe(404);
  });
});

describe('the help center', () => {
  it('creates a category, a section and an article that the help page shows in Dutch', async () => {
    const category = await send('POST', '/admin/help/categories', {
      title: 'Accounts',
      title_nl: 'Accounts',
    });
    expect(category.statusCode, category.body).toBe(201);
    const section = await send('POST', '/admin/help/sections', {
      category_id: category.json().data.id,
      title: 'Signing in',
      title_nl: 'Inloggen',
    });
    expect(section.statusCode, section.body).toBe(201);
    const article = await send('POST', '/admin/help/articles', {
      section_id: section.json().data.id,
      slug: 'forgot-password',
      title: 'I forgot my password',
      title_nl: 'Ik ben mijn wachtwoord vergeten',
      content: 'Ask for a new one.',
      content_nl: 'Vraag een nieuw aan.',
    });
    expect(article.statusCode, article.body).toBe(201);
    expect(article.json().data).toMatchObject({ position: 0, slug: 'forgot-password' });

    const help = (await t.app.inject({ url: api('/help-page-contents?lang=nl') })).json();
    const shown = help.find((c: { id: number }) => c.id === category.json().data.id);
    expect(shown.sections[0]).toMatchObject({
      title: 'Inloggen',
      articles: [{ title: 'Ik ben mijn wachtwoord vergeten', content: 'Vraag een nieuw aan.' }],
    });

    const taken = await send('POST', '/admin/help/articles', {
      section_id: section.json().data.id,
      slug: 'forgot-password',
      title: 'Again',
      title_nl: 'Nogmaals',
      content: 'x',
      content_nl: 'y',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([textOf(adminContentMessages.slugTaken)]);

    const orphan = await send('POST', '/admin/help/sections', {
      category_id: 2_000_000,
      title: 'x',
      title_nl: 'y',
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors.category_id).toEqual([
      textOf(adminContentMessages.helpCategoryNotFound),
    ]);
  });

  it('removes a deleted article from the help page, and a category with all in it', async () => {
    const { category, article } = await insertHelpTree(t.db);
    const ids = async () =>
      (
        (await t.app.inject({ url: api('/help-page-contents') })).json() as {
          id: number;
          sections: { articles: { id: number }[] }[];
        }[]
      ).flatMap((c) => c.sections.flatMap((s) => s.articles.map((a) => a.id)));
    expect(await ids()).toContain(article.id);
    const deleted = await send('DELETE', `/admin/help/articles/${article.id}`);
    expect(deleted.json()).toMatchObject({ deleted: true });
    expect(await ids()).not.toContain(article.id);
    expect((await t.app.inject({ url: api(`/help-articles/${article.id}`) })).statusCode).toBe(404);

    const tree = await insertHelpTree(t.db);
    await send('DELETE', `/admin/help/categories/${category.id}`);
    await send('DELETE', `/admin/help/categories/${tree.category.id}`);
    expect(await ids()).not.toContain(tree.article.id);
    const missing = await send('PUT', `/admin/help/categories/${tree.category.id}`, {
      title: 'x',
      title_nl: 'y',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(textOf(adminContentMessages.helpCategoryNotFound));
  });

  it('answers changed: false for a save that changes nothing, with no audit entry', async () => {
    const { category } = await insertHelpTree(t.db);
    const before = await auditCount(t.db);
    const same = await send('PUT', `/admin/help/categories/${category.id}`, {
      title: category.title,
      title_nl: category.titleNl,
    });
    expect(same.json()).toMatchObject({ changed: false, data: { id: category.id } });
    expect(await auditCount(t.db)).toBe(before);
    const renamed = await send('PUT', `/admin/help/categories/${category.id}`, {
      title: 'Renamed',
      title_nl: category.titleNl,
      position: 3,
    });
    expect(renamed.json()).toMatchObject({
      changed: true,
      data: { title: 'Renamed', position: 3 },
    });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, String(category.id)));
    expect(entry).toMatchObject({
      action: 'help.category.update',
      before: { title: category.title, position: 0 },
      after: { title: 'Renamed', position: 3 },
    });
  });
});
