import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { pageDetails } from '../testing/page-fixtures';
import { InfoPanel } from './info-panel';
import { OrganiserPanel } from './organiser-panel';

const fundraiser = pageDetails({
  type: 'fundraiser',
  id: 5,
  name: 'Run for Water',
  email: null,
  phone: null,
  website: null,
  address_line1: null,
  city: null,
  campaigns_count: 2,
  updates_count: 3,
  organiser: { kind: 'person', id: 9, name: 'Sanne de Vries', picture: null },
});

describe("a person's fundraiser", { timeout: 30_000 }, () => {
  it('names the person behind it, without a link, and their initials without a photo', async () => {
    mockApi();
    renderWithProviders(<OrganiserPanel organiser={fundraiser.organiser} />);
    const panel = within(await screen.findByRole('region', { name: 'Organiser' }));
    expect(panel.getByText('Fundraiser by Sanne de Vries')).toBeVisible();
    expect(panel.queryByRole('link')).toBeNull();
    expect(panel.getByText('SD')).toBeInTheDocument();
  });

  it("counts the person's fundraisers in words for a person, with no empty contact block", async () => {
    mockApi();
    renderWithProviders(
      <InfoPanel page={fundraiser} onOpenAbout={() => {}} onOpenActivity={() => {}} />,
    );
    const panel = within(await screen.findByRole('region', { name: 'About this page' }));
    expect(panel.getByRole('heading', { name: 'Fundraisers by Sanne de Vries' })).toBeVisible();
    expect(panel.getByText('2')).toBeVisible();
    expect(panel.getByRole('heading', { name: 'Updates' })).toBeVisible();
    expect(panel.queryByText('Our campaigns')).toBeNull();
    expect(panel.queryByText('Contact and organization')).toBeNull();
  });
});

describe("an organisation's campaign", { timeout: 30_000 }, () => {
  it('links to the non-profit that runs it', async () => {
    mockApi();
    renderWithProviders(
      <OrganiserPanel
        organiser={{ kind: 'nonprofit', id: 3, name: 'Open Tafel', picture: null }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Run by Open Tafel' })).toHaveAttribute(
      'href',
      '/nonprofit-details/3',
    );
  });
});
