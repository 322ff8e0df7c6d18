import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { block, contentPage } from '@/features/content/testing/content-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));

const blocks = [
  block('hero', {
    heading: 'We make giving simple',
    subheading: 'Connecting donors with the causes they care about.',
    background_image: 'hero.jpg',
    button_text: 'Discover causes',
    button_url: '/discover',
  }),
  block('rich_text', {
    content:
      '<h2>Our story</h2><p>Founded in Utrecht. Read <a href="https://example.org" target="_blank" rel="noopener noreferrer">our report</a> or <a href="/help">the help center</a>.</p>',
  }),
  block('image', { image: 'team.jpg', alt_text: 'Our team at the office' }),
  block('faq_list', {
    items: [
      { question: 'Is my donation safe?', answer: 'Yes, payments go through a secure checkout.' },
      { question: 'Can I get a receipt?', answer: 'Every donation is listed in your profile.' },
    ],
  }),
  block('team_members', {
    members: [
      { name: 'Ada Jansen', position: 'Founder', bio: 'Started PifWorld.', image_url: 'ada.jpg' },
      {
        name: 'Bo de Wit',
        position: 'Engineer',
        bio: 'Builds the platform.',
        image_url: 'https://cdn.example.org/bo.jpg',
      },
    ],
  }),
  block('video_gallery', { videos: [] }),
];

describe('About page', { timeout: 15_000 }, () => {
  it("says 'Loading About Us page...' while the page loads", () => {
    mockApi({ 'GET /pages/about': () => new Promise(() => {}) });
    renderApp('/about');

    expect(screen.getByRole('status')).toHaveTextContent('Loading About Us page...');
  });

  it('renders every block type in order, with the hero heading as the page title', async () => {
    mockApi({ 'GET /pages/about': contentPage({ blocks }) });
    renderApp('/about');

    const title = await main().findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('We make giving simple');
    expect(main().getByText('Connecting donors with the causes they care about.')).toBeVisible();
    expect(main().getByRole('link', { name: /Discover causes/ })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByTestId('hero-block').style.backgroundImage).toContain(
      'url("/storage/original/hero.jpg")',
    );

    // Rich text keeps the server's markup, including the new-tab rule for external links.
    expect(main().getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    const report = main().getByRole('link', { name: 'our report' });
    expect(report).toHaveAttribute('target', '_blank');
    expect(report).toHaveAttribute('rel', 'noopener noreferrer');
    expect(main().getByRole('link', { name: 'the help center' })).toHaveAttribute('href', '/help');

    expect(main().getByRole('img', { name: 'Our team at the office' })).toHaveAttribute(
      'src',
      '/storage/original/team.jpg',
    );

    expect(
      main().getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(main().getByRole('heading', { level: 2, name: 'Our team' })).toBeVisible();
    expect(main().getByRole('heading', { level: 3, name: 'Ada Jansen' })).toBeVisible();
    expect(main().getByText('Founder')).toBeVisible();
    const photos = main()
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(photos).toEqual(['/storage/original/ada.jpg', 'https://cdn.example.org/bo.jpg']);

    expect(
      main().getByText('Unknown block type: video_gallery - Cannot render this content.'),
    ).toBeVisible();
  });

  it('opens a question of the FAQ to show its answer', async () => {
    mockApi({ 'GET /pages/about': contentPage({ blocks }) });
    const { user } = renderApp('/about');

    const question = await main().findByRole('button', { name: 'Is my donation safe?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(main().getByText('Yes, payments go through a secure checkout.')).toBeVisible(),
    );
  });

  it("uses the page title as h1 when it does not open with a hero, and sets the page's meta", async () => {
    mockApi({
      'GET /pages/about': contentPage({ blocks: [block('rich_text', { content: '<p>Hi</p>' })] }),
    });
    renderApp('/about');

    expect(await main().findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('About PifWorld | PifWorld'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Who we are and why we connect donors with good causes.',
    );
  });

  it('says when the page has no blocks yet', async () => {
    mockApi({ 'GET /pages/about': contentPage() });
    renderApp('/about');

    expect(
      await main().findByText(
        'No content found for the About Us page. Please add blocks in the Filament admin panel.',
      ),
    ).toBeVisible();
  });

  it('says the page is not found or not published on a 404', async () => {
    mockApi({ 'GET /pages/about': reply(404, { message: 'Page not found' }) });
    renderApp('/about');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'About page not found or not published.',
    );
    expect(main().queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  it('says the content is not published yet on another error, and recovers with Retry', async () => {
    const handlers: Record<string, unknown> = {
      'GET /pages/about': reply(500, { message: 'Internal Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/about');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Content for this page isn't published yet.",
    );
    handlers['GET /pages/about'] = contentPage({ blocks });
    await user.click(main().getByRole('button', { name: 'Retry' }));

    expect(await main().findByRole('heading', { level: 1 })).toHaveTextContent(
      'We make giving simple',
    );
  });

  it('loads the page again in Dutch when the language is switched', async () => {
    const fetchMock = mockApi({
      'GET /pages/about': (request: Request) =>
        request.headers.get('Accept-Language') === 'nl'
          ? contentPage({ title: 'Over ons', blocks: [] })
          : contentPage({ blocks: [] }),
    });
    const { user } = renderApp('/about');
    expect(await main().findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await main().findByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
    expect(
      main().getByText(
        'Geen inhoud gevonden voor de Over ons-pagina. Voeg blokken toe in het Filament-beheerpaneel.',
      ),
    ).toBeVisible();
    expect(calledPaths(fetchMock).filter((path) => path === 'GET /pages/about')).toHaveLength(2);
  });
});
