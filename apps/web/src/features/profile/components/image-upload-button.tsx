import { IMAGE_TYPES } from '@app/contract';
import { FileButton } from '@mantine/core';
import type { ReactElement } from 'react';

interface ImageUploadButtonProps {
  onSelect: (file: File) => void;
  /** Accessible name of the hidden file input (tests and assistive tools reach it by label). */
  inputLabel: string;
  disabled?: boolean;
  children: (props: { onClick: () => void }) => ReactElement;
}

/** A button that opens the file chooser for one image (PNG, JPEG, WebP or GIF). */
export function ImageUploadButton({
  onSelect,
  inputLabel,
  disabled,
  children,
}: ImageUploadButtonProps) {
  return (
    <FileButton
      accept={IMAGE_TYPES.join(',')}
      disabled={disabled}
      onChange={(file) => {
        if (file) onSelect(file);
      }}
      inputProps={{ 'aria-label': inputLabel }}
    >
      {children}
    </FileButton>
  );
}
