import { Textarea, type TextareaProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows'> &
  ComponentPropsWithoutRef<'textarea'> & { minRows: number; maxRows: number };

/**
 * A text area that grows with what is typed, without measuring it in script as Mantine's
 * `autosize` does (a forced layout on every page that shows one: blocking time on the
 * payment and contact pages).
 */
export const GrowingTextarea = forwardRef<HTMLTextAreaElement, GrowingTextareaProps>(
  function GrowingTextarea({ minRows, maxRows, ...props }, ref) {
    return (
      <Textarea
        ref={ref}
        rows={minRows}
        classNames={{ input: classes.input }}
        styles={{ input: { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties }}
        {...props}
      />
    );
  },
);
