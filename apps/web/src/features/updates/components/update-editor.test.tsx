import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { pageUpdate } from '../testing/update-fixtures';
import { UpdateEditor } from './update-editor';

describe('UpdateEditor in two languages', () => {
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
