import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { Children, isValidElement, type ReactNode, type Ref } from 'react';
import classes from './cards.module.css';
import { FirstPictures } from '@/components/ui/stored-image';

/** Cards whose pictures load at once, with high priority; the others when scrolled near. */
const FIRST_CARDS = 2;

interface CardGridProps {
  /** One card per child; each becomes an item of the list. */
  children: ReactNode;
  /** Attached to the last item, e.g. for infinite scroll. */
  lastItemRef?: Ref<HTMLLIElement>;
  /** Names the list for screen readers when a page has several. */
  'aria-label'?: string;
  /** Columns per breakpoint; up to 4 unless the grid sits in a narrower column. */
  cols?: SimpleGridProps['cols'];
}

export const CARD_GRID_COLS: SimpleGridProps['cols'] = { base: 1, xs: 2, md: 3, lg: 4 };

/** Cards as a responsive list: 1 column on a phone, up to 4 on a wide screen. */
export function CardGrid({ children, lastItemRef, cols = CARD_GRID_COLS, ...rest }: CardGridProps) {
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <SimpleGrid
      component="ul"
      cols={cols}
      spacing="lg"
      verticalSpacing="lg"
      className={classes.grid}
      aria-label={rest['aria-label']}
    >
      {items.map((child, index) => (
        <li key={child.key ?? index} ref={index === items.length - 1 ? lastItemRef : undefined}>
          {/* The first row on a phone, and the first two cards elsewhere: their pictures first. */}
          <FirstPictures value={index < FIRST_CARDS}>{child}</FirstPictures>
        </li>
      ))}
    </SimpleGrid>
  );
}
