import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { pageUpdate } from '../testing/update-fixtures';
import { UpdateEditor } from './update-editor';

describe('UpdateEditor in two languages', { timeout: 30_000 }, () => {
  it("writes title and content per language, the reader's first, and posts both", async () => {
    localStorage.setItem('language', 'nl');
    let body: Record<string, unknown> | undefined;
    mockApi({
      'POST /page-updates': async (request: Request) => {
        body = (await request.json()) as Record<string, unknown>;
        return reply(201, { message: 'page_updates.created', data: pageUpdate() });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<UpdateEditor pageType="company" pageId={4} />);

    // The reader's language (Dutch) comes first and is the one shown.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['nl', 'en']);
    expect(screen.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    const title = screen.getByRole('textbox', { name: /^Titel/ });
    expect(title).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('textbox', { name: /^Inhoud/ })).toHaveAttribute('lang', 'nl');
    await user.type(title, 'We hebben 500 bomen geplant');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    const english = screen.getByRole('textbox', { name: /^Titel/ });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveValue('');
    await user.type(english, 'We planted 500 trees');
    const content = screen.getByRole('textbox', { name: /^Inhoud/ });
    expect(content).toHaveAttribute('lang', 'en');
    await user.click(content);
    await user.paste('Thanks to every donor.');

    await user.selectOptions(screen.getByRole('combobox', { name: /^Soort update/ }), 'milestone');
    await user.click(screen.getByRole('button', { name: 'Update plaatsen' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      page_type: 'company',
      page_id: 4,
      title_nl: 'We hebben 500 bomen geplant',
      title_en: 'We planted 500 trees',
      content_en: '<p>Thanks to every donor.</p>',
      content_nl: '',
      update_type: 'milestone',
    });
    expect(body).not.toHaveProperty('title');
    // A posted update clears the editor in both languages.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveValue(''));
    await user.click(screen.getByRole('radio', { name: 'Nederlands' }));
    expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveValue('');
  });
});

describe('UpdateEditor leads with what a donor reads', { timeout: 30_000 }, () => {
  it('asks for title, text, picture, link and video first; the details wait, collapsed', async () => {
    localStorage.setItem('language', 'en');
    let body: Record<string, unknown> | undefined;
    mockApi({
      'POST /page-updates': async (request: Request) => {
        body = (await request.json()) as Record<string, unknown>;
        return reply(201, { message: 'page_updates.created', data: pageUpdate() });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <UpdateEditor pageType="fundraiser" pageId={9} events={[{ id: 3, title: 'Gala' }]} />,
    );

    const title = await screen.findByRole('textbox', { name: /^Title/ });
    const content = screen.getByRole('textbox', { name: /^Content/ });
    const picture = screen.getByRole('group', { name: /^Picture/ });
    const link = screen.getByRole('textbox', { name: /^Link \(optional\)/ });
    const video = screen.getByRole('textbox', { name: /^Video \(optional\)/ });
    const kind = screen.getByRole('combobox', { name: /^Update type/ });
    const more = screen.getByRole('button', { name: 'More details (optional)' });
    // In reading order: what a donor reads, then the kind of update, then the details.
    const order = [title, content, picture, link, video, kind, more];
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    // News is chosen already; the company-app choices are out of sight until asked for.
    expect(kind).toHaveValue('news');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    for (const name of [/^Location/, /^Topic/, /^Event type/, /^Event$/]) {
      expect(screen.queryByRole('combobox', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Location/, hidden: true })).not.toBeVisible();

    await user.click(title);
    await user.paste('Halfway there');
    await user.click(content);
    await user.paste('Thank you!');
    await user.click(link);
    await user.paste('www.example.org/route');
    await user.click(video);
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      page_type: 'fundraiser',
      page_id: 9,
      title_en: 'Halfway there',
      link_url: 'www.example.org/route',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      update_type: 'news',
    });
    expect(body).not.toHaveProperty('location');
    expect(body).not.toHaveProperty('picture');
    // Without a picture there is nothing to describe: no field, nothing sent.
    expect(screen.queryByRole('textbox', { name: /^What the picture shows/ })).toBeNull();
    expect(body).not.toHaveProperty('picture_alt_en');
    expect(body).not.toHaveProperty('picture_alt_nl');
  });

  it('opens More details when the server finds a problem there', async () => {
    localStorage.setItem('language', 'en');
    mockApi({
      'POST /page-updates': () =>
        reply(422, {
          code: 'validation.failed',
          message: 'The given data was invalid.',
          errors: { event_id: ['The selected event id is invalid.'] },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <UpdateEditor pageType="nonprofit" pageId={2} events={[{ id: 3, title: 'Gala' }]} />,
    );
    const more = await screen.findByRole('button', { name: 'More details (optional)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('Gala');
    await user.click(screen.getByRole('textbox', { name: /^Content/ }));
    await user.paste('Come along.');
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    const event = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(event).toBeVisible());
    expect(event).toHaveAttribute('aria-invalid', 'true');
  });
});
