import { IMAGE_TYPES, type MediaItem } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useUploadMedia } from './api/upload-media';
import { prepareUpload } from './resize-image';

const allowedTypes = new Set<string>(IMAGE_TYPES);

/** Why an upload did not make it: translated when shown, so a language switch applies. */
export type UploadProblem =
  | { kind: 'invalidType' }
  | { kind: 'unreadable' }
  /** The server's message (e.g. a 422 for `file`), or null for the generic text. */
  | { kind: 'server'; message: string | null };

export interface UploadEntry {
  key: number;
  /** The name of the file the user chose. */
  name: string;
  status: 'preparing' | 'uploading' | 'done' | 'failed';
  /** Object URL of the image's 300 x 200 thumbnail, once there is one. */
  preview: string | null;
  item: MediaItem | null;
  problem: UploadProblem | null;
}

/** A failed upload: the 422 text for `file` if there is one, else the server's 4xx message. */
function serverProblem(error: unknown): UploadProblem {
  const fieldMessage = firstFieldErrors(error).file;
  const message = fieldMessage ?? errorMessage(error, '');
  return { kind: 'server', message: message || null };
}

/**
 * The Upload Files tab: each chosen file is checked (PNG, JPEG, WebP, GIF), previewed as a
 * 300 x 200 thumbnail and uploaded whole (at most 2,400 px) with POST /media, so that a page can
 * show it sharp in the shape of each place. Several files may be on their way at
 * once; each keeps its own state. `onUploaded` gets every stored item.
 */
export function useImageUploads(onUploaded: (item: MediaItem) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const { mutateAsync } = useUploadMedia();
  const nextKey = useRef(0);
  const previews = useRef<string[]>([]);
  const latestOnUploaded = useRef(onUploaded);

  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      let prepared: { original: File; thumbnail: File };
      try {
        prepared = await prepareUpload(file);
      } catch {
        return update(key, { status: 'failed', problem: { kind: 'unreadable' } });
      }
      const preview = URL.createObjectURL(prepared.thumbnail);
      previews.current.push(preview);
      update(key, { status: 'uploading', preview });
      try {
        const item = await mutateAsync(prepared.original);
        update(key, { status: 'done', item });
        latestOnUploaded.current(item);
      } catch (error) {
        update(key, { status: 'failed', problem: serverProblem(error) });
      }
    },
    [mutateAsync, update],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): [UploadEntry, File] => {
        const valid = allowedTypes.has(file.type);
        return [
          {
            key: nextKey.current++,
            name: file.name,
            status: valid ? 'preparing' : 'failed',
            preview: null,
            item: null,
            problem: valid ? null : { kind: 'invalidType' },
          },
          file,
        ];
      });
      setEntries((current) => [...current, ...added.map(([entry]) => entry)]);
      for (const [entry, file] of added) {
        if (entry.status === 'preparing') void send(entry.key, file);
      }
    },
    [send],
  );

  const busy = entries.some(
    (entry) => entry.status === 'preparing' || entry.status === 'uploading',
  );
  return { entries, add, busy };
}
