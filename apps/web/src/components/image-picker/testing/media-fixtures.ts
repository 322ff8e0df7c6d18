import type { MediaItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A Media Library entry as GET /media and POST /media answer it. */
export function mediaItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const file = overrides.file ?? `media-${id}.webp`;
  return {
    id,
    file,
    url: `/storage/original/${file}`,
    created_at: `2025-06-0${Math.min(id, 9)}T10:00:00.000Z`,
    ...overrides,
  };
}

/**
 * Chooses an image of the Media Library (the first one unless told) in the image field named
 * `label`: Choose image, the Media Library tab, the image, Select Image, and the dialog closes.
 */
export async function chooseLibraryImage(
  user: UserEvent,
  label: string | RegExp,
  image: string | RegExp = /^Image 1,/,
) {
  const field = within(screen.getByRole('group', { name: label }));
  await user.click(field.getByRole('button', { name: 'Choose image' }));
  const dialog = within(await screen.findByRole('dialog', { name: label }));
  await user.click(dialog.getByRole('tab', { name: 'Media Library' }));
  await user.click(await dialog.findByRole('button', { name: image }));
  await user.click(dialog.getByRole('button', { name: 'Select Image' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
