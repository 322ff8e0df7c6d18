import type { MediaItem } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
 * The crop step's image "loads" with this natural size (jsdom loads no images): the frame then
 * shows and the crop can be used.
 */
export async function loadCropImage(width = 1200, height = 800, name = 'The image to crop') {
  const image = await screen.findByRole('img', { name });
  Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(image);
  return image;
}

/**
 * Chooses an image of the Media Library (the first one unless told) in the image field named
 * `label`: Choose image, the Media Library tab, the image, Select Image, the crop as it starts
 * (for a field of a place), and the dialog closes.
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
  // A field for a place (banner, logo, card) asks for the crop: the starting frame is used.
  if (dialog.queryByRole('img', { name: 'The image to crop' })) {
    await loadCropImage();
    await user.click(dialog.getByRole('button', { name: 'Use this crop' }));
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
