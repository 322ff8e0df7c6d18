import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import { companyProfile } from '@/features/companies/testing/company-fixtures';
import { directoryCompany, sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { teamApi } from '@/features/team/testing/team-fixtures';

const ownCompanies = {
  companies: [directoryCompany(7, 'Acme Water'), directoryCompany(8, 'Acme Foods')],
};

function companyApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...profileApi(),
    'GET /company-profile/7': { data: companyProfile() },
    'GET /user/1/companies': ownCompanies,
    ...teamApi('company', 7),
    ...overrides,
  };
}

describe('Company profile', { timeout: 30_000 }, () => {
  it('shows a loader while the company loads', () => {
    mockApi(companyApi({ 'GET /company-profile/7': () => new Promise(() => {}) }));
    signIn();
    renderApp('/company-profile/7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading company profile...');
  });

  it('shows the company to its owner, with events, facts, contact info and the owner tools', async () => {
    mockApi(companyApi());
    signIn();
    renderApp('/company-profile/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Water' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner of Acme Water' })).toHaveAttribute(
      'src',
      '/storage/original/acme-banner.webp',
    );
    expect(screen.getByRole('img', { name: 'Logo of Acme Water' })).toHaveAttribute(
      'src',
      '/storage/original/acme-logo.webp',
    );
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Unverified')).toBeVisible();
    expect(screen.getByText('clean water')).toBeVisible();

    // Company Overview: underscores as spaces, http values as pictures.
    const tabs = within(screen.getByRole('tablist', { name: 'Company sections' }));
    expect(tabs.getByRole('tab', { name: 'Company Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tabs.getByRole('tab', { name: 'Community' })).toBeVisible();
    expect(screen.getByText('year founded')).toBeVisible();
    expect(screen.getByText('2012')).toBeVisible();
    expect(screen.getByRole('img', { name: 'team photo' })).toHaveAttribute(
      'src',
      'https://cdn.example.org/team.jpg',
    );

    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'hello@acme.example' })).toHaveAttribute(
      'href',
      'mailto:hello@acme.example',
    );
    expect(contact.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    expect(contact.getByRole('link', { name: /^acme\.example/ })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    expect(contact.getByText('Damrak 1, 1012 LG, Amsterdam')).toBeVisible();

    const events = within(screen.getByRole('region', { name: 'Company events' }));
    expect(events.getByRole('link', { name: 'Charity Run 2025' })).toHaveAttribute(
      'href',
      '/companyEvents-details/31',
    );
    expect(events.getByText('For Water Aid')).toBeVisible();
    expect(events.getByRole('link', { name: 'Bake Sale' })).toBeVisible();

    expect(screen.getByRole('link', { name: 'Edit Page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a Company Event' })).toBeVisible();
    const others = within(await screen.findByRole('navigation', { name: 'Your Other Companies' }));
    expect(others.getByRole('link', { name: 'Acme Foods' })).toHaveAttribute(
      'href',
      '/company-profile/8',
    );
    expect(others.queryByRole('link', { name: 'Acme Water' })).not.toBeInTheDocument();
    const admin = within(screen.getByRole('tablist', { name: 'Company administration' }));
    expect(admin.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['User', 'Settings']);
    // The Team section: the owner, a helper with a role, an open invitation, the activity.
    expect(await screen.findByText('Eva Editor', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('new@example.org')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Eva Editor' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Activity' })).toHaveTextContent(
      'Eva Editor posted the update Work day on Saturday',
    );
  });

  it("leaves out 'Your Other Companies' when the owner has only this one", async () => {
    const fetchMock = mockApi(
      companyApi({ 'GET /user/1/companies': { companies: [directoryCompany(7, 'Acme Water')] } }),
    );
    signIn();
    renderApp('/company-profile/7');

    await screen.findByRole('heading', { level: 1, name: 'Acme Water' });
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /user/1/companies'));
    expect(screen.queryByText('Your Other Companies')).not.toBeInTheDocument();
  });

  it('shows someone else only the public parts', async () => {
    const fetchMock = mockApi(
      companyApi({ 'GET /company-profile/7': { data: companyProfile({ user_id: 99 }) } }),
    );
    signIn();
    renderApp('/company-profile/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Water' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Charity Run 2025' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Company Overview' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a Company Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'User' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your Other Companies')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('GET /user/1/companies');
  });

  it('says so when there is no description, no facts, no contact details and no events', async () => {
    mockApi(
      companyApi({
        'GET /company-profile/7': {
          data: companyProfile({
            description: null,
            page_data: null,
            email: null,
            phone: null,
            website: null,
            addressLine1: null,
            city: null,
            postCode: null,
            picture: null,
            logo: null,
            events: [],
          }),
        },
      }),
    );
    signIn();
    renderApp('/company-profile/7');

    expect(await screen.findByText('No company information available.')).toBeVisible();
    expect(screen.getByText('No company data provided.')).toBeVisible();
    expect(screen.getByText('No company events found')).toBeVisible();
    expect(screen.getByText('No contact details yet.')).toBeVisible();
    // The default banner stands in for a missing one.
    expect(screen.getByRole('img', { name: 'Banner of Acme Water' })).toHaveAttribute(
      'src',
      DEFAULT_BANNER,
    );
  });

  it("says 'Company not found.' for an unknown id", async () => {
    mockApi(
      companyApi({ 'GET /company-profile/404': reply(404, { message: 'Company not found.' }) }),
    );
    signIn();
    renderApp('/company-profile/404');
    expect(await screen.findByText('Company not found.')).toBeVisible();
  });

  it("shows 'Failed to load company profile.' with Retry, and recovers", async () => {
    const handlers = companyApi({ 'GET /company-profile/7': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/company-profile/7');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load company profile.');
    handlers['GET /company-profile/7'] = { data: companyProfile() };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Water' })).toBeVisible();
  });

  it('Edit Page opens the edit form with the company, without loading it again', async () => {
    const fetchMock = mockApi(companyApi());
    signIn();
    const { user, router } = renderApp('/company-profile/7');

    await user.click(await screen.findByRole('link', { name: 'Edit Page' }));
    expect(router.state.location.pathname).toBe('/edit-company-profile/7');
    expect(await screen.findByRole('textbox', { name: /^Name\s*\*?$/ })).toHaveValue('Acme Water');
    expect(calledPaths(fetchMock).filter((call) => call === 'GET /company-profile/7')).toHaveLength(
      1,
    );
  });

  it('Create a Company Event opens the event form for this company', async () => {
    mockApi(companyApi());
    signIn();
    const { user, router } = renderApp('/company-profile/7');

    await user.click(await screen.findByRole('link', { name: 'Create a Company Event' }));
    expect(router.state.location.pathname).toBe('/create-company-event');
    expect(router.state.location.state).toMatchObject({ companyId: 7, userId: 1 });
    expect(await screen.findByText('For Acme Water')).toBeVisible();
  });

  it('Delete Company asks first, deletes, and goes to the Page List', async () => {
    const fetchMock = mockApi(
      companyApi({ 'DELETE /companies/7': { message: 'Company deleted.' } }),
    );
    signIn();
    const { user, router } = renderApp('/company-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('This will permanently delete Acme Water.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('DELETE /companies/7');
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=pages');
    expect(calledPaths(fetchMock)).toContain('DELETE /companies/7');
    expect(await screen.findByText('Company deleted.')).toBeInTheDocument();
  });

  it('keeps the company when the delete is cancelled or refused', async () => {
    const fetchMock = mockApi(
      companyApi({
        'DELETE /companies/7': reply(403, {
          message: 'You are not allowed to change this company.',
        }),
      }),
    );
    signIn();
    const { user, router } = renderApp('/company-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Company' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledPaths(fetchMock)).not.toContain('DELETE /companies/7');

    await user.click(screen.getByRole('button', { name: 'Delete Company' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));
    expect(await dialog.findByText('You are not allowed to change this company.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/company-profile/7');
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(companyApi({ 'GET /user/1': { user: sessionUser({ locale: 'nl' }) } }));
    signIn();
    renderApp('/company-profile/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Water' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pagina bewerken' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bedrijfsevenement aanmaken' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Bedrijfsoverzicht' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Instellingen' })).toBeVisible();
    expect(screen.getByText('Niet geverifieerd')).toBeVisible();
    expect(await screen.findByText('Je andere bedrijven')).toBeVisible();
  });
});
