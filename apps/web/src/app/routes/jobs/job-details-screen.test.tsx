import type { JobDetail } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 12,
    title: 'Project coordinator',
    description: 'Lead our clean water projects.\nYou work with volunteers in three provinces.',
    city: 'Utrecht',
    contact: '+31 6 1234 5678',
    employment: 'Full-time',
    education: 'Bachelor',
    period: '12 months',
    background: 'Clean Water Foundation was started in 2010.',
    conditions: '- 32 hours a week\n- Travel allowance\n- Laptop',
    tasks: '1. Plan the projects\n2. Report to the board',
    responsibilities: 'The budget of the programme.',
    requirements: 'Fluent in Dutch and English.',
    email: 'jobs@cleanwater.org',
    website: 'https://cleanwater.org/jobs',
    deadline: '2030-06-03T12:00:00.000Z',
    nonprofits_id: 900,
    user_id: 5,
    pdf: 'vacancy-12.pdf',
    pdf_url: '/pifworld/api/v1/jobs/12/pdf',
    picture: 'coordinator.jpg',
    nonprofit: { id: 900, name: 'Clean Water Foundation', logo: null },
    closed: false,
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const main = () => within(screen.getByRole('main'));
const section = (name: string) => within(screen.getByRole('region', { name }));
const applyNow = () => screen.findByRole('link', { name: /^Apply Now/ });

describe('/jobs/{jobId}', { timeout: 15_000 }, () => {
  it('shows every field with a value, in sections, with the non-profit linked', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({ 'GET /jobs/12': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/jobs/12');

    expect(await screen.findByTestId('job-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading the vacancy...')).toBeInTheDocument();

    answer(jobDetail());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project coordinator' }),
    ).toBeVisible();
    expect(main().getByRole('link', { name: 'At Clean Water Foundation' })).toHaveAttribute(
      'href',
      '/nonprofit-details/900',
    );
    expect(main().getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('main').querySelector('header img')).toHaveAttribute(
      'src',
      '/storage/original/coordinator.jpg',
    );

    const headings = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Description',
      'Background',
      'Tasks',
      'Responsibilities',
      'Requirements',
      'Conditions',
      'At a glance',
      'Vacancy as PDF',
    ]);
    // Line breaks are kept; lines that read as a list are a list.
    const description = section('Description').getByText(/Lead our clean water projects/);
    expect(description.textContent).toBe(
      'Lead our clean water projects.\nYou work with volunteers in three provinces.',
    );
    expect(
      section('Conditions')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['32 hours a week', 'Travel allowance', 'Laptop']);
    expect(section('Tasks').getByRole('list').tagName).toBe('OL');

    const facts = section('At a glance');
    const fact = (term: string) => facts.getByText(term).nextElementSibling;
    expect(fact('City')).toHaveTextContent('Utrecht');
    expect(fact('Employment')).toHaveTextContent('Full-time');
    expect(fact('Education')).toHaveTextContent('Bachelor');
    expect(fact('Period')).toHaveTextContent('12 months');
    expect(fact('Apply before')).toHaveTextContent('Jun 3, 2030');
    expect(facts.getByRole('link', { name: '+31 6 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    expect(facts.getByRole('link', { name: 'jobs@cleanwater.org' })).toHaveAttribute(
      'href',
      'mailto:jobs@cleanwater.org',
    );
    expect(facts.getByRole('link', { name: /cleanwater\.org\/jobs/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    expect(document.title).toBe('Project coordinator | PifWorld');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Lead our clean water projects. You work with volunteers in three provinces.',
    );
  });

  it('leaves out what has no value', async () => {
    mockApi({
      'GET /jobs/12': jobDetail({
        background: null,
        tasks: '  ',
        conditions: null,
        education: null,
        period: null,
        pdf: null,
        pdf_url: null,
        picture: null,
      }),
    });
    renderApp('/jobs/12');

    await screen.findByRole('heading', { level: 1, name: 'Project coordinator' });
    const headings = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Description', 'Responsibilities', 'Requirements', 'At a glance']);
    expect(section('At a glance').queryByText('Education')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open PDF/ })).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('header img')).toBeNull();
  });

  it.each([
    [
      'by e-mail, with the title as subject',
      {},
      'mailto:jobs@cleanwater.org?subject=Project%20coordinator',
      'Your application goes by e-mail to jobs@cleanwater.org.',
    ],
    [
      'on the website without an e-mail',
      { email: null },
      'https://cleanwater.org/jobs',
      'You apply on the website of Clean Water Foundation.',
    ],
    [
      'by phone with neither',
      { email: null, website: null },
      'tel:+31612345678',
      'Call +31 6 1234 5678 to apply.',
    ],
  ])('Apply Now leads %s', async (_, overrides: Partial<JobDetail>, href, hint) => {
    mockApi({ 'GET /jobs/12': jobDetail(overrides) });
    renderApp('/jobs/12');

    const link = await applyNow();
    expect(link).toHaveAttribute('href', href);
    expect(screen.getByText(hint)).toBeVisible();
    if (href.startsWith('https:')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('has no Apply Now without an e-mail, website or phone', async () => {
    mockApi({ 'GET /jobs/12': jobDetail({ email: null, website: null, contact: null }) });
    renderApp('/jobs/12');

    await screen.findByRole('heading', { level: 1, name: 'Project coordinator' });
    expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
  });

  it('says a closed vacancy is closed and hides Apply Now', async () => {
    mockApi({ 'GET /jobs/12': jobDetail({ closed: true, deadline: '2024-01-01T12:00:00.000Z' }) });
    renderApp('/jobs/12');

    expect(await screen.findByText('This vacancy is closed')).toBeVisible();
    expect(
      screen.getByText('The deadline has passed, so applications are no longer accepted.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
  });

  it('shows the PDF in the page, with Open PDF in a new tab and Download PDF', async () => {
    mockApi({ 'GET /jobs/12': jobDetail() });
    renderApp('/jobs/12');

    const pdf = within(await screen.findByRole('region', { name: 'Vacancy as PDF' }));
    const viewer = screen.getByTitle('PDF of the vacancy Project coordinator');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer).toHaveAttribute('src', '/pifworld/api/v1/jobs/12/pdf');
    expect(pdf.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      '/pifworld/api/v1/jobs/12/pdf',
    );
    const open = pdf.getByRole('link', { name: /^Open PDF/ });
    expect(open).toHaveAttribute('href', '/pifworld/api/v1/jobs/12/pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pdf.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/pifworld/api/v1/jobs/12/pdf?download=1',
    );
  });

  it("says 'Job not found.' for a 404, and for an id that cannot be one without asking", async () => {
    const fetchMock = mockApi({ 'GET /jobs/404': reply(404, { message: 'Job not found.' }) });
    const first = renderApp('/jobs/404');

    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');
    expect(document.title).toBe('Job not found. | PifWorld');
    first.unmount();

    renderApp('/jobs/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found.' })).toBeVisible();
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('GET /jobs'))).toEqual([
      'GET /jobs/404',
    ]);
  });

  it('shows the generic failure with Retry, the server message of a client error, and recovers', async () => {
    const handlers: Record<string, unknown> = {
      'GET /jobs/12': reply(500, { message: 'SQLSTATE[HY000]' }),
    };
    mockApi(handlers);
    const { user, unmount } = renderApp('/jobs/12');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load job details. Please try again.');
    expect(alert).not.toHaveTextContent('SQLSTATE');

    handlers['GET /jobs/12'] = jobDetail();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project coordinator' }),
    ).toBeVisible();
    unmount();

    handlers['GET /jobs/13'] = reply(403, { message: 'This vacancy is not public.' });
    renderApp('/jobs/13');
    expect(await screen.findByRole('alert')).toHaveTextContent('This vacancy is not public.');
  });

  it('offers Edit and Delete to the poster only', async () => {
    mockApi({ 'GET /jobs/12': jobDetail({ user_id: 5 }) });
    signIn(sessionUser({ id: 6 }));
    const other = renderApp('/jobs/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project coordinator' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    other.unmount();

    signIn(sessionUser({ id: 5 }));
    renderApp('/jobs/12');
    expect(await screen.findByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/edit-job/12',
    );
    expect(screen.getByRole('button', { name: /^Delete/ })).toBeVisible();
  });

  it('speaks Dutch after switching the language', async () => {
    const handlers: Record<string, unknown> = { 'GET /jobs/12': jobDetail() };
    mockApi(handlers);
    const { user } = renderApp('/jobs/12');
    await applyNow();

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByRole('link', { name: 'Solliciteer nu' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Omschrijving' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Arbeidsvoorwaarden' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pdf downloaden' })).toBeVisible();
    expect(section('In het kort').getByText('3 jun 2030')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bij Clean Water Foundation' })).toBeVisible();
  });

  it("says 'Vacature niet gevonden.' in Dutch", async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /jobs/404': reply(404, { message: 'Job not found.' }) });
    renderApp('/jobs/404');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vacature niet gevonden.' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Vacature niet gevonden. | PifWorld'));
  });
});
