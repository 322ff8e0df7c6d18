import type { MediaItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { API_BASE_PATH } from '@/lib/api-client';
import type { mockApi } from '@/testing/mock-api';

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

/** A promise the test settles by hand: shows the state while a request is on its way. */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * The FormData bodies the app handed to fetch for `METHOD /path`. Read from the call itself:
 * the test's fetch stub rebuilds the request in Node's realm, which renames every file 'blob'.
 */
export function sentForms(fetchMock: ReturnType<typeof mockApi>, key: string): FormData[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `${API_BASE_PATH}${path}`;
    })
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);
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
