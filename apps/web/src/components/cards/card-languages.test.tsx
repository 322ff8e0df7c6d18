import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundraiserListItem } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { FundraiserCard } from './fundraiser-card';

describe('a card whose texts are partly in the other language', () => {
  it('marks the text in the other language with its own lang, and only that one', async () => {
    mockApi({});
    renderWithProviders(
      <FundraiserCard
        item={{
          ...fundraiserListItem(5, 'Honden uitlaten'),
          label: 'HONDEN',
          description: 'We walk the dogs of older neighbours.',
          languages: { name: 'nl', label: 'nl', description: 'en' },
        }}
      />,
    );
    const title = await screen.findByRole('link', { name: 'Honden uitlaten' });
    expect(title).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('HONDEN').closest('.mantine-Badge-root')).toHaveAttribute('lang', 'nl');
    const description = screen.getByText('We walk the dogs of older neighbours.');
    expect(description).not.toHaveAttribute('lang');
  });

  it("sets no lang on the kind's own label that stands in for a missing one", async () => {
    mockApi({});
    renderWithProviders(
      <FundraiserCard
        item={{ ...fundraiserListItem(6, 'Dog walks'), languages: { name: 'en' } }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Dog walks' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Fundraiser').closest('.mantine-Badge-root')).not.toHaveAttribute(
      'lang',
    );
  });
});
