import { apiText } from '@/testing/i18n';
import { JOB_PDF_MAX_BYTES, jobMessages } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLibraryImage, mediaItem } from '@/components/image-picker/testing/media-fixtures';
import { fileOf } from '@/features/jobs/testing/job-fixtures';
import { directoryNonprofit } from '@/testing/fixtures';
import { mockApi, reply, sentForms } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

const fromJobsTab = { userId: 1, nonprofitId: 7 };

function jobApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'GET /premium-check': { premium: true },
    'GET /plans': { data: [{ id: 1, name: 'Job posting', price: 30 }] },
    'GET /user/1/nonprofits': { nonprofits: [directoryNonprofit(7, 'Clean Water Foundation')] },
    'GET /media': { data: [mediaItem(1, { file: 'team.webp' })] },
    ...overrides,
  };
}

/** /jobs-registration, opened from the Jobs tab with the non-profit in the state (or not). */
async function openForm(state: unknown = fromJobsTab) {
  signIn();
  // The file picker's `accept` is a hint to the browser: the form itself refuses other files.
  const view = renderApp('/jobs-registration', undefined, { applyAccept: false });
  if (state) await act(() => view.router.navigate('/jobs-registration', { state }));
  await screen.findByRole('heading', { level: 1, name: "Registration Form for Jobs Opening's" });
  return view;
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const pdfInput = () =>
  screen.getByLabelText<HTMLInputElement>('Job description (PDF)', {
    selector: 'input[type="file"]',
  });

describe('Job registration', { timeout: 60_000 }, () => {
  it('offers a user without premium the upgrade at the price of plan 1, and no form', async () => {
    mockApi(jobApi({ 'GET /premium-check': { premium: false } }));
    await openForm();

    expect(await screen.findByRole('button', { name: 'Upgrade Now' })).toBeVisible();
    expect(await screen.findByText(/Upgrade once for €30\.00/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Job title/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post Job' })).toBeNull();
    expect(document.title).toBe("Registration Form for Jobs Opening's | PifWorld");
  });

  it('sends every field, the non-profit of the state and the PDF; success opens the job', async () => {
    const fetchMock = mockApi(
      jobApi({ 'POST /jobs': { message: apiText(jobMessages.created), id: 42 } }),
    );
    const { user, router } = await openForm();

    await enterText(
      user,
      await screen.findByRole('textbox', { name: /^Job title/ }),
      'Coordinator',
    );
    // The non-profit came with the state: nothing to choose.
    expect(screen.queryByRole('combobox', { name: /^Non-profit/ })).toBeNull();
    await enterText(user, textbox('Description'), 'Lead our projects.');
    await enterText(user, textbox('City'), 'Utrecht');
    await enterText(user, textbox(/^Employment/), 'Full-time');
    await enterText(user, textbox(/^Education/), 'Bachelor');
    await enterText(user, textbox(/^Period/), '12 months');
    await enterText(user, textbox(/^Background/), 'Since 2010.');
    await enterText(user, textbox(/^Tasks/), 'Plan\nVisit');
    await enterText(user, textbox(/^Responsibilities/), 'Budget');
    await enterText(user, textbox(/^Requirements/), 'Dutch');
    await enterText(user, textbox(/^Conditions/), 'Good pay');
    await enterText(user, textbox('E-mail'), 'jobs@example.org');
    await enterText(user, textbox('Website'), 'https://example.org/jobs');
    await enterText(user, textbox('Contact phone'), '+31 30 123');
    fireEvent.change(screen.getByLabelText(/^Application deadline/), {
      target: { value: '05/01/2030 10:00 AM' },
    });
    fireEvent.blur(screen.getByLabelText(/^Application deadline/));
    await chooseLibraryImage(user, 'Picture');
    await user.upload(pdfInput(), fileOf('vacancy.pdf', 'application/pdf'));
    expect(screen.getByText('vacancy.pdf')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/42'));
    expect(await screen.findByText('Job posted successfully.')).toBeVisible();

    const [body] = sentForms(fetchMock, 'POST /jobs');
    const { pdf, ...texts } = Object.fromEntries(body!.entries());
    expect(texts).toEqual({
      title: 'Coordinator',
      description: 'Lead our projects.',
      city: 'Utrecht',
      employment: 'Full-time',
      education: 'Bachelor',
      period: '12 months',
      background: 'Since 2010.',
      tasks: 'Plan\nVisit',
      responsibilities: 'Budget',
      requirements: 'Dutch',
      conditions: 'Good pay',
      email: 'jobs@example.org',
      website: 'https://example.org/jobs',
      contact: '+31 30 123',
      deadline: new Date(2030, 4, 1, 10, 0).toISOString(),
      nonprofits_id: '7',
      picture: 'team.webp',
    });
    expect(pdf).toBeInstanceOf(File);
    expect((pdf as File).name).toBe('vacancy.pdf');
  });

  it('shows Posting... on a disabled button while sending', async () => {
    mockApi(jobApi({ 'POST /jobs': () => new Promise(() => {}) }));
    const { user } = await openForm();

    await enterText(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
  });

  it('refuses a file that is not a PDF and one over 5 MB, with the spec texts, and clears it', async () => {
    mockApi(jobApi());
    const { user } = await openForm();
    await screen.findByRole('textbox', { name: /^Job title/ });

    await user.upload(pdfInput(), fileOf('photo.png', 'image/png'));
    expect(
      await screen.findByText('Invalid File Type - Only PDF files are allowed.'),
    ).toBeVisible();
    expect(screen.queryByText('photo.png')).toBeNull();
    expect(pdfInput().value).toBe('');

    await user.upload(pdfInput(), fileOf('huge.pdf', 'application/pdf', JOB_PDF_MAX_BYTES + 1));
    expect(await screen.findByText('File Too Large - Maximum allowed size is 5MB.')).toBeVisible();
    expect(screen.queryByText('Invalid File Type - Only PDF files are allowed.')).toBeNull();
    expect(screen.queryByText('huge.pdf')).toBeNull();

    // Exactly 5 MB is fine.
    await user.upload(pdfInput(), fileOf('ok.pdf', 'application/pdf', JOB_PDF_MAX_BYTES));
    expect(await screen.findByText('ok.pdf')).toBeVisible();
    expect(screen.queryByText('File Too Large - Maximum allowed size is 5MB.')).toBeNull();
  });

  it("shows a 422 in the 'Error' dialog and at the fields, keeping what was typed", async () => {
    mockApi(
      jobApi({
        'POST /jobs': reply(422, {
          message: apiText(jobMessages.applyChannel),
          errors: {
            email: [apiText(jobMessages.applyChannel)],
            deadline: [apiText(jobMessages.deadlinePast), 'Second message.'],
          },
        }),
      }),
    );
    const { user } = await openForm();

    await enterText(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Nurse');
    await enterText(user, textbox(/^Tasks/), 'Care');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(apiText(jobMessages.applyChannel));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(textbox('E-mail')).toHaveAccessibleDescription(apiText(jobMessages.applyChannel));
    expect(screen.getByLabelText(/^Application deadline/)).toHaveAccessibleDescription(
      expect.stringContaining(apiText(jobMessages.deadlinePast)),
    );
    expect(screen.queryByText('Second message.')).toBeNull();
    expect(textbox(/^Job title/)).toHaveValue('Nurse');
    expect(textbox(/^Tasks/)).toHaveValue('Care');
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeEnabled();
  });

  it("shows the server's message of a 403, or the generic text of a 500, in 'Error'", async () => {
    const handlers = jobApi({
      'POST /jobs': reply(403, { message: apiText(jobMessages.notOwner), error: 'not_owner' }),
    });
    mockApi(handlers);
    const { user } = await openForm();

    await enterText(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    let dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(apiText(jobMessages.notOwner));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Still premium: the form stays.
    expect(textbox(/^Job title/)).toHaveValue('Nurse');

    handlers['POST /jobs'] = reply(500, { message: 'SQL error' });
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('An error occurred. Please try again later.');
    expect(dialog).not.toHaveTextContent('SQL error');
  });

  it("turns into the upgrade when the server answers 403 'premium_required'", async () => {
    const handlers = jobApi({
      'POST /jobs': reply(403, {
        message: apiText(jobMessages.premiumRequired),
        error: 'premium_required',
      }),
    });
    mockApi(handlers);
    const { user } = await openForm();

    await enterText(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Nurse');
    handlers['GET /premium-check'] = { premium: false };
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByRole('button', { name: 'Upgrade Now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post Job' })).toBeNull();
  });

  it("asks for the title and a non-profit before sending, in 'Error'", async () => {
    const fetchMock = mockApi(
      jobApi({
        'GET /user/1/nonprofits': {
          nonprofits: [directoryNonprofit(7, 'Clean Water Foundation'), directoryNonprofit(8)],
        },
        'POST /jobs': { message: apiText(jobMessages.created), id: 43 },
      }),
    );
    const { user, router } = await openForm(null);

    const nonprofit = await screen.findByRole('combobox', { name: /^Non-profit/ });
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Please fill in the marked fields.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(textbox(/^Job title/)).toHaveAccessibleDescription('This field is required.');
    expect(nonprofit).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(sentForms(fetchMock, 'POST /jobs')).toHaveLength(0);

    await enterText(user, textbox(/^Job title/), 'Nurse');
    await user.click(nonprofit);
    await user.click(await screen.findByRole('option', { name: 'Non-profit 8' }));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/43'));
    expect(sentForms(fetchMock, 'POST /jobs')[0]?.get('nonprofits_id')).toBe('8');
  });

  it('chooses the only non-profit of the user by itself', async () => {
    const fetchMock = mockApi(
      jobApi({ 'POST /jobs': { message: apiText(jobMessages.created), id: 44 } }),
    );
    const { user, router } = await openForm(null);

    expect(await screen.findByRole('combobox', { name: /^Non-profit/ })).toHaveValue(
      'Clean Water Foundation',
    );
    await enterText(user, textbox(/^Job title/), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/44'));
    expect(sentForms(fetchMock, 'POST /jobs')[0]?.get('nonprofits_id')).toBe('7');
  });

  it('leads a user without a non-profit to the non-profit registration', async () => {
    mockApi(jobApi({ 'GET /user/1/nonprofits': { nonprofits: [] } }));
    await openForm(null);

    expect(await screen.findByText('You do not run a non-profit yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register a non-profit' })).toHaveAttribute(
      'href',
      '/nonprofit-registration',
    );
    expect(screen.queryByRole('button', { name: 'Post Job' })).toBeNull();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(jobApi());
    signIn();
    const { router, user } = renderApp('/jobs-registration', undefined, { applyAccept: false });
    await act(() => router.navigate('/jobs-registration', { state: fromJobsTab }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registratieformulier voor vacatures' }),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^Functietitel/ })).toBeVisible();
    expect(textbox(/^Functie-eisen/)).toBeVisible();
    expect(textbox('Telefoonnummer voor contact')).toBeVisible();
    expect(
      screen.getAllByText('Eén punt per regel: elke regel wordt een punt in een lijst.'),
    ).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Vacature plaatsen' })).toBeVisible();

    await user.upload(
      screen.getByLabelText('Vacaturetekst (pdf)', { selector: 'input[type="file"]' }),
      fileOf('foto.png', 'image/png'),
    );
    expect(
      await screen.findByText('Ongeldig bestandstype - alleen pdf-bestanden zijn toegestaan.'),
    ).toBeVisible();
  });
});
