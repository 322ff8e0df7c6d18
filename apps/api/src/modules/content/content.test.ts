import { CONTACT_THANKS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { contactMessages, mailOutbox, pageBlocks, pages } from '../../db/schema';

let t: TestApp;
const get = (path: string) => t.app.inject({ url: `/pifworld/api/v1${path}` });

beforeAll(async () => {
  t = await createTestApp({ seeded: true, config: { CONTACT_EMAIL: 'team@pifworld.org' } });
});
afterAll(() => t.close());

describe('content pages', () => {
  it('serves About with every block type, in English and Dutch', async () => {
    const en = (await get('/pages/about')).json().data;
    const nl = (await get('/pages/about?lang=nl')).json().data;
    expect(en.blocks.map((b: { type: string }) => b.type)).toEqual([
      'hero',
      'rich_text',
      'image',
      'faq_list',
      'team_members',
    ]);
    expect(en.title).toBe('About us');
    expect(nl.title).not.toBe(en.title);
    expect(nl.blocks[0].data.heading).not.toBe(en.blocks[0].data.heading);
    expect(en.meta_description).toEqual(expect.any(String));
  });

  it('cleans rich text and adds https:// to links that have no scheme', async () => {
    const rich = (await get('/pages/about'))
      .json()
      .data.blocks.find((b: { type: string }) => b.type === 'rich_text');
    const html: string = rich.data.content;
    expect(html).toContain('href="https://www.un.org/sustainabledevelopment"');
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/);
    expect(html).toContain('href="mailto:');
  });

  it('removes what an editor must not publish', async () => {
    const [about] = await t.database.db.select().from(pages).where(eq(pages.slug, 'about'));
    await t.database.db
      .update(pageBlocks)
      .set({
        data: {
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        },
      })
      .where(eq(pageBlocks.pageId, about!.id))
      .returning();
    const blocks = (await get('/pages/about')).json().data.blocks;
    const html = blocks.find((b: { type: string }) => b.type === 'rich_text').data.content;
    expect(html).toBe('<p>Hi</p><a>x</a>');
  });

  it('serves Contact with its contact form block, and 404 for an unpublished or missing page', async () => {
    const contact = (await get('/pages/contact')).json().data;
    const form = contact.blocks.find((b: { type: string }) => b.type === 'contact_form');
    expect(Object.keys(form.data.fields[0]).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    await t.database.db.update(pages).set({ published: false }).where(eq(pages.slug, 'contact'));
    const hidden = await get('/pages/contact');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Contact page not found or not published.' });
    await t.database.db.update(pages).set({ published: true }).where(eq(pages.slug, 'contact'));
    expect((await get('/pages/nothing-here')).json()).toMatchObject({
      message: 'Page not found or not published.',
    });
    expect((await get('/pages/NOT_A_SLUG')).statusCode).toBe(422);
  });
});

describe('blog and help', () => {
  it('lists blog posts newest first, each with its author, in the language', async () => {
    const en = (await get('/blog-page-contents')).json();
    const nl = (await get('/blog-page-contents?lang=nl')).json();
    const dates = en.map((post: { created_at: string }) => post.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(en[0].author).toEqual({ name: expect.any(String) });
    expect(nl[0].id).toBe(en[0].id);
    expect(nl[0].name).not.toBe(en[0].name);
    const one = (await get(`/blog-page-contents/${en[1].id}`)).json();
    expect(one.data).toEqual(en[1]);
    expect((await get('/blog-page-contents/999999')).json()).toMatchObject({
      message: 'Article not found.',
    });
  });

  it('serves the help center in order, and single articles with their place', async () => {
    const help = (await get('/help-page-contents?lang=nl')).json();
    expect(help.length).toBeGreaterThan(2);
    const article = help[0].sections[0].articles[0];
    const res = (await get(`/help-articles/${article.id}?lang=nl`)).json();
    expect(res.data).toEqual({
      ...article,
      section: help[0].sections[0].title,
      category: help[0].title,
    });
    expect((await get('/help-articles/999999')).json()).toMatchObject({
      message: 'Article data not found.',
    });
  });
});

describe('POST /contact', () => {
  const send = (payload: Record<string, string>, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/pifworld/api/v1/contact', remoteAddress: ip, payload });

  it('stores the message and e-mails it to the team, replying to the sender', async () => {
    const res = await send({
      name: 'Noor',
      email: 'noor@example.org',
      subject: 'Volunteering',
      message: 'Can I help on Saturdays?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: textOf(CONTACT_THANKS) });
    await t.app.queue.runDue();
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'noor@example.org'));
    expect(stored).toMatchObject({ subject: 'Volunteering', message: 'Can I help on Saturdays?' });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'team@pifworld.org'));
    expect(mail!.subject).toBe('[Contact] Volunteering');
    expect(mail!.text).toContain('Can I help on Saturdays?');
  });

  it('answers 422 per field and stores nothing', async () => {
    const res = await send({ name: '', email: 'nope', subject: '', message: ' ' }, '198.51.100.8');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'nope')),
    ).toEqual([]);
  });

  it('limits messages per address', async () => {
    const message = { name: 'A', email: 'many@example.org', subject: 'S', message: 'M' };
    for (let i = 0; i < 3; i++)
      expect((await send(message, `203.0.113.${i}`)).statusCode).toBe(201);
    const limited = await send(message, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
