import type { ZodType, z } from 'zod';
import { readForm, type ReadForm } from '../../lib/uploads';
import { ownsMedia, recordMedia, type MediaApp } from './media.service';

/**
 * Reading the multipart form of a page of any kind (non-profit, fundraiser, event, project,
 * company, company event, job) and of a Media Library upload: its image fields take an upload or
 * a file of the user's own Media Library, and what is uploaded joins that library.
 */

export interface PageForm<T> extends ReadForm<T> {
  /**
   * Runs the write that needs the form: when it fails, the request's uploads are removed again;
   * when it succeeds, they join the user's Media Library.
   */
  save<R>(write: () => Promise<R>): Promise<R>;
}

/**
 * Reads a page form of a signed-in user (see `readForm`): an image field takes an upload or the
 * name of a file from the user's own Media Library, and what is uploaded joins that library.
 * Do the write through `save`, so nothing uploaded by a refused request stays behind.
 */
export async function readPageForm<S extends ZodType>(
  app: MediaApp,
  userId: number,
  body: unknown,
  schema: S,
  imageFields: readonly string[],
): Promise<PageForm<z.output<S>>> {
  const form = await readForm(body, schema, imageFields, app.storage, {
    libraryFile: (file) => ownsMedia(app.db, userId, file),
  });
  return {
    ...form,
    async save(write) {
      let result;
      try {
        result = await write();
      } catch (err) {
        await form.discard();
        throw err;
      }
      await recordMedia(app.db, userId, form.stored);
      return result;
    },
  };
}
