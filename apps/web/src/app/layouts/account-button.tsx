import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { initials } from '@/lib/format';
import classes from './layout.module.css';

/** The signed-in visitor's initials in a filled circle (decoration: their name is beside it). */
export function Initials({ name, size }: { name: string; size: number }) {
  return (
    <span
      className={classes.initials}
      style={{ '--initials-size': `${size}px` } as CSSProperties}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

/**
 * The signed-in visitor's name with their initials, which opens the account menu. Named by its
 * visible text (the user's name), so speech input can say what it reads; the menu role comes
 * from aria-haspopup, which the menu adds.
 */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  ButtonProps & ComponentPropsWithoutRef<'button'> & { userName: string }
>(function AccountButton({ userName, ...props }, ref) {
  return (
    <Button
      ref={ref}
      variant="light"
      leftSection={<Initials name={userName} size={26} />}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      {...props}
    >
      {userName}
    </Button>
  );
});
