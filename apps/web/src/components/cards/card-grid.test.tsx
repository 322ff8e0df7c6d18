import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { CardGrid } from './card-grid';
import { CardSkeletons } from './card-skeletons';

describe('CardGrid', () => {
  it('lists every card as an item and hands the last one to the ref', () => {
    mockApi();
    const last = createRef<HTMLLIElement>();
    renderWithProviders(
      <CardGrid aria-label="Topics" lastItemRef={last}>
        <p key="a">First</p>
        <p key="b">Second</p>
        <p key="c">Third</p>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Topics' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(last.current).toHaveTextContent('Third');
  });
});

describe('CardSkeletons', () => {
  it('shows 4 skeleton cards and says it is loading', () => {
    mockApi();
    renderWithProviders(<CardSkeletons />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cards...');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(4);
  });
});
