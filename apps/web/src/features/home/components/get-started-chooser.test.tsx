import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { HomeBanner } from './home-banner';

function renderBanner() {
  mockApi();
  return renderWithProviders(
    <HomeBanner renderSearch={() => <input aria-label="Search stand-in" />} />,
  );
}

function dialog() {
  return within(screen.getByRole('dialog'));
}

async function openChooser(user: ReturnType<typeof renderBanner>['user']) {
  await user.click(screen.getByRole('button', { name: /GET STARTED/ }));
  expect(
    await screen.findByRole('dialog', { name: 'How do you want to get started?' }),
  ).toBeVisible();
}

/** Chooses an option that leads to another step (a button; options to a page are links). */
async function choose(user: ReturnType<typeof renderBanner>['user'], name: RegExp) {
  await user.click(dialog().getByRole('button', { name }));
}

describe('GET STARTED chooser', () => {
  it('offers Follow, Donate and Start fundraising, and the organisation choices', async () => {
    const { user } = renderBanner();
    await openChooser(user);

    for (const name of [/^Follow/, /^Donate/, /^Start fundraising/, /^Institutional funds/]) {
      expect(dialog().getByRole('button', { name })).toBeVisible();
    }
    expect(dialog().getByRole('link', { name: /^Non-profit/ })).toHaveAttribute(
      'href',
      '/nonprofit-registration',
    );
    expect(dialog().getByRole('link', { name: /^Company/ })).toHaveAttribute(
      'href',
      '/company-registration',
    );
  });

  it('Follow offers Fundraisers, Non-Profits, Topics and Events, each opening Discover on its tab', async () => {
    const { user, router } = renderBanner();
    await openChooser(user);

    await choose(user, /^Follow/);
    expect(
      await screen.findByRole('dialog', { name: 'What do you want to follow?' }),
    ).toBeVisible();
    expect(dialog().getByRole('heading', { name: 'What do you want to follow?' })).toHaveFocus();
    const links = dialog().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Fundraisers/),
      expect.stringMatching(/^Non-Profits/),
      expect.stringMatching(/^Topics/),
      expect.stringMatching(/^Events/),
    ]);

    await user.click(dialog().getByRole('link', { name: /^Topics/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    expect(router.state.location.state).toEqual({ tab: 'topics' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Donate sends Fundraisers to /donate and the others to Discover', async () => {
    const { user, router } = renderBanner();
    await openChooser(user);

    await choose(user, /^Donate/);
    expect(
      await screen.findByRole('dialog', { name: 'What do you want to donate to?' }),
    ).toBeVisible();
    expect(dialog().getByRole('link', { name: /^Fundraisers/ })).toHaveAttribute('href', '/donate');

    await user.click(dialog().getByRole('link', { name: /^Events/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    expect(router.state.location.state).toEqual({ tab: 'events' });
  });

  it('Start fundraising offers individual, team and company', async () => {
    const { user } = renderBanner();
    await openChooser(user);

    await choose(user, /^Start fundraising/);

    expect(
      await screen.findByRole('dialog', { name: 'How do you want to raise money?' }),
    ).toBeVisible();
    expect(dialog().getByRole('link', { name: /^Individual/ })).toHaveAttribute(
      'href',
      '/fundraiser-registration',
    );
    expect(dialog().getByRole('link', { name: /^Team/ })).toHaveAttribute(
      'href',
      '/fundraiser-registration',
    );
    expect(dialog().getByRole('link', { name: /^Company/ })).toHaveAttribute(
      'href',
      '/company-registration',
    );
  });

  it('goes from fundraising to its discover step and on to the search step; Back returns one level each', async () => {
    const { user } = renderBanner();
    await openChooser(user);

    await choose(user, /^Start fundraising/);
    await choose(user, /^Get inspired first/);
    expect(await screen.findByRole('dialog', { name: 'Get inspired' })).toBeVisible();
    expect(dialog().getByRole('link', { name: /^See fundraisers/ })).toHaveAttribute(
      'href',
      '/discover',
    );
    await choose(user, /^Find a cause/);
    expect(await screen.findByRole('dialog', { name: 'Find a cause' })).toBeVisible();
    expect(dialog().getByRole('textbox', { name: 'Search stand-in' })).toBeVisible();

    const back = () =>
      user.click(dialog().getByRole('button', { name: 'Back to the previous step' }));
    await back();
    expect(await screen.findByRole('dialog', { name: 'Get inspired' })).toBeVisible();
    await back();
    expect(
      await screen.findByRole('dialog', { name: 'How do you want to raise money?' }),
    ).toBeVisible();
    await back();
    expect(
      await screen.findByRole('dialog', { name: 'How do you want to get started?' }),
    ).toBeVisible();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Mantine gives focus back to the button that opened the dialog, 10 ms after closing.
    await waitFor(() => expect(screen.getByRole('button', { name: /GET STARTED/ })).toHaveFocus());
  });

  it('explains that institutional funds are not available yet', async () => {
    const { user } = renderBanner();
    await openChooser(user);

    await choose(user, /^Institutional funds/);

    expect(await screen.findByRole('dialog', { name: 'Institutional funds' })).toBeVisible();
    expect(
      dialog().getByText(
        'Applying for grants and subsidies through PifWorld is not available yet. We are working on it.',
      ),
    ).toBeVisible();
    expect(dialog().getByRole('link', { name: /Register a non-profit/ })).toHaveAttribute(
      'href',
      '/nonprofit-registration',
    );
  });

  it('starts at the main step again when reopened after Escape', async () => {
    const { user } = renderBanner();
    await openChooser(user);
    await choose(user, /^Donate/);
    expect(
      await screen.findByRole('dialog', { name: 'What do you want to donate to?' }),
    ).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openChooser(user);
  });

  it('START AS A NON-PROFIT goes to /nonprofit-registration', async () => {
    const { user, router } = renderBanner();

    await user.click(screen.getByRole('link', { name: /START AS A NON-PROFIT/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/nonprofit-registration'));
  });
});
