import { ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { storedImageSrcSet } from '@/components/ui/stored-image';
import classes from './image-picker.module.css';

interface ImageTileProps {
  src: string;
  /** Accessible name of the tile (the image itself is decorative inside the button). */
  label: string;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One choosable image: a button (Tab, Enter, Space) that says whether it is chosen with
 * aria-pressed and shows it with a ring and a check mark.
 */
export function ImageTile({ src, label, selected, onSelect }: ImageTileProps) {
  return (
    <UnstyledButton
      className={classes.tile}
      data-selected={selected || undefined}
      aria-pressed={selected}
      aria-label={label}
      onClick={onSelect}
    >
      {/* A thumbnail: the smallest width of a stored original, not its 2,400 px. */}
      <img
        src={src}
        srcSet={storedImageSrcSet(src)}
        sizes="(min-width: 48em) 200px, 50vw"
        alt=""
        className={classes.image}
        loading="lazy"
      />
      {selected ? (
        <ThemeIcon className={classes.check} radius="xl" size="md" aria-hidden="true">
          <IconCheck size={16} />
        </ThemeIcon>
      ) : null}
    </UnstyledButton>
  );
}
