import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { block, contentPage } from '@/features/content/testing/content-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { enterText, renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));

const allFields = { fields: [{ name: '', email: '', subject: '', message: '' }] };

function contactPage(blocks = [block('contact_form', allFields)]) {
  return contentPage({ slug: 'contact', title: 'Contact', meta_title: null, blocks });
}

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await enterText(user, await main().findByRole('textbox', { name: /^Name/ }), 'Sanne de Vries');
  await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
  await enterText(user, main().getByRole('textbox', { name: /^Subject/ }), 'A question');
  await enterText(user, main().getByRole('textbox', { name: /^Message/ }), 'Hi there');
}

describe('Contact page', { timeout: 15_000 }, () => {
  it('sends the message to POST /contact, thanks the visitor and clears the fields', async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      'GET /pages/contact': contactPage(),
      'POST /contact': async (request: Request) => {
        sent = await request.json();
        return reply(201, { message: "Thank you for your message! We'll get back to you soon." });
      },
    });
    const { user } = renderApp('/contact');

    expect(await main().findByText('We reply to every message within 24 hours.')).toBeVisible();
    await fillIn(user);
    await user.click(main().getByRole('button', { name: 'Send message' }));

    expect(await main().findByRole('status')).toHaveTextContent(
      "Thank you for your message! We'll get back to you soon.",
    );
    expect(sent).toEqual({
      name: 'Sanne de Vries',
      email: 'sanne@example.com',
      subject: 'A question',
      message: 'Hi there',
    });
    expect(calledPaths(fetchMock)).toContain('POST /contact');
    expect(main().getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(main().getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it("shows 'Sending...' and blocks the button while sending", async () => {
    mockApi({ 'GET /pages/contact': contactPage(), 'POST /contact': () => new Promise(() => {}) });
    const { user } = renderApp('/contact');

    await fillIn(user);
    await user.click(main().getByRole('button', { name: 'Send message' }));

    expect(await main().findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('lets the browser require every field and sends nothing while one is empty', async () => {
    const fetchMock = mockApi({ 'GET /pages/contact': contactPage() });
    const { user } = renderApp('/contact');

    const name = await main().findByRole('textbox', { name: /^Name/ });
    for (const field of main().getAllByRole('textbox')) expect(field).toBeRequired();
    expect(main().getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('type', 'email');
    await enterText(user, name, 'Sanne');
    await user.click(main().getByRole('button', { name: 'Send message' }));

    expect(calledPaths(fetchMock)).not.toContain('POST /contact');
  });

  it('shows only the fields the block names, with a subject for the inbox when it has none', async () => {
    let sent: Record<string, string> = {};
    mockApi({
      'GET /pages/contact': contactPage([
        block('contact_form', { fields: [{ name: '', email: '', message: '' }] }),
      ]),
      'POST /contact': async (request: Request) => {
        sent = (await request.json()) as Record<string, string>;
        return reply(201, { message: 'ok' });
      },
    });
    const { user } = renderApp('/contact');

    await enterText(user, await main().findByRole('textbox', { name: /^Name/ }), 'Sanne');
    expect(main().queryByRole('textbox', { name: /^Subject/ })).not.toBeInTheDocument();
    await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
    await enterText(user, main().getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(main().getByRole('button', { name: 'Send message' }));

    await main().findByText("Thank you for your message! We'll get back to you soon.");
    expect(sent.subject).toBe('Message from the contact page');
  });

  it('shows 422 errors under their fields', async () => {
    mockApi({
      'GET /pages/contact': contactPage(),
      'POST /contact': reply(422, {
        message: 'The given data was invalid.',
        errors: { email: ['Please enter a valid email address.'] },
      }),
    });
    const { user } = renderApp('/contact');

    await fillIn(user);
    await user.click(main().getByRole('button', { name: 'Send message' }));

    const email = main().getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Please enter a valid email/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(main().getByRole('textbox', { name: /^Name/ })).toHaveValue('Sanne de Vries');
  });

  it('asks to wait when rate-limited, and shows the generic text for other failures', async () => {
    const handlers: Record<string, unknown> = {
      'GET /pages/contact': contactPage(),
      'POST /contact': reply(429, { message: 'Too Many Requests' }, { 'Retry-After': '30' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/contact');

    await fillIn(user);
    await user.click(main().getByRole('button', { name: 'Send message' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 seconds and try again.',
    );

    handlers['POST /contact'] = reply(500, { message: 'Internal Server Error' });
    await user.click(main().getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(main().getByRole('alert')).toHaveTextContent(
        'An error occurred. Please try again later.',
      ),
    );
  });

  it('says no form is available when the page or its form block has none', async () => {
    const handlers: Record<string, unknown> = {
      'GET /pages/contact': contactPage([block('rich_text', { content: '<p>Call us.</p>' })]),
    };
    mockApi(handlers);
    renderApp('/contact');

    expect(await main().findByText('No contact form available right now')).toBeVisible();
    expect(main().getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(main().queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says no form is available when the form block lists no fields', async () => {
    mockApi({ 'GET /pages/contact': contactPage([block('contact_form', { fields: [] })]) });
    renderApp('/contact');

    expect(await main().findByText('No contact form available right now')).toBeVisible();
  });

  it("shows the spec's texts while loading, when missing and when empty", async () => {
    const handlers: Record<string, unknown> = { 'GET /pages/contact': () => new Promise(() => {}) };
    mockApi(handlers);
    const first = renderApp('/contact');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Contact page...');
    first.unmount();

    handlers['GET /pages/contact'] = reply(404, { message: 'Page not found' });
    const second = renderApp('/contact');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contact page not found or not published.',
    );
    second.unmount();

    handlers['GET /pages/contact'] = contactPage([]);
    renderApp('/contact');
    expect(
      await main().findByText(
        'No content found for the Contact page. Please add blocks in the Filament admin panel.',
      ),
    ).toBeVisible();
  });

  it('works in Dutch', async () => {
    mockApi({ 'GET /pages/contact': contactPage() });
    const { user } = renderApp('/contact');
    await main().findByRole('button', { name: 'Send message' });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await main().findByRole('button', { name: 'Bericht versturen' })).toBeVisible();
    expect(main().getByText('We beantwoorden elk bericht binnen 24 uur.')).toBeVisible();
    expect(main().getByRole('textbox', { name: /^Naam/ })).toBeVisible();
  });
});
