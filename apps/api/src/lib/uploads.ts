import { inputMessages } from '@app/contract';
import type { ZodType, z } from 'zod';
import { imageProblemMessage, processImage } from './images';
import type { Storage } from './storage';
import { ValidationError } from './validation';

/** A file part of a multipart body (plugins/multipart.ts), streamed to a temporary file. */
export interface UploadedFile {
  readonly kind: 'file';
  filename: string;
  /** The temporary file; null for a file sent in a field that takes none (it was not kept). */
  path: string | null;
  /** Bytes received, up to one past the upload limit. */
  size: number;
  /** True when the file was larger than the upload limit and was cut off. */
  truncated: boolean;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'file';
}

/**
 * A file name that says it is something else than an image ('report.pdf'): refused even when the
 * bytes are an image, since a file in disguise is not what the user meant to send. A name without
 * an extension (a canvas blob) is judged by its bytes alone.
 */
const foreignExtension = (filename: string) =>
  /\.[^./\\]+$/.test(filename) && !/\.(png|jpe?g|webp|gif)$/i.test(filename);

function zodErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export interface ReadForm<T> {
  fields: T;
  /** Stored file names of the images that were sent or picked, by field. */
  images: Record<string, string>;
  /** File names of the images stored by this request (not those picked from a library). */
  stored: string[];
  /** Removes the images stored by this request again (when the write that needed them fails). */
  discard(): Promise<void>;
}

export interface ReadFormOptions {
  /**
   * Whether an image field may name a file instead of sending one: true for a file of the
   * user's own Media Library. Without it, only uploads are taken.
   */
  libraryFile?: (name: string) => Promise<boolean>;
}

/**
 * Validates a multipart form: text fields against a zod schema, image fields by their bytes.
 * Every problem is reported at once as a 422; only when there is none are the images
 * re-encoded files stored, so a refused form leaves no file behind.
 */
export async function readForm<S extends ZodType>(
  body: unknown,
  schema: S,
  imageFields: readonly string[],
  storage: Storage,
  options: ReadFormOptions = {},
): Promise<ReadForm<z.output<S>>> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const textValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (imageFields.includes(key)) continue;
    if (isUploadedFile(value)) {
      errors[key] = [inputMessages.notAFileField];
      continue;
    }
    // Browsers send a textarea's line breaks as \r\n in a form: keep them as \n.
    textValues[key] = typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value;
  }
  const parsed = schema.safeParse(textValues);
  if (!parsed.success) Object.assign(errors, zodErrors(parsed.error));

  const processed: Record<string, Buffer> = {};
  const picked: Record<string, string> = {};
  for (const field of imageFields) {
    const value = raw[field];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && options.libraryFile && (await options.libraryFile(value))) {
      picked[field] = value;
      continue;
    }
    if (!isUploadedFile(value)) {
      errors[field] = [imageProblemMessage(field, 'not_an_image')];
      continue;
    }
    const result = value.truncated
      ? ({ ok: false, problem: 'too_large' } as const)
      : foreignExtension(value.filename) || value.path === null
        ? ({ ok: false, problem: 'not_an_image' } as const)
        : await processImage(value.path);
    if (result.ok) processed[field] = result.data;
    else errors[field] = [imageProblemMessage(field, result.problem)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const images: Record<string, string> = { ...picked };
  const stored: string[] = [];
  for (const [field, data] of Object.entries(processed)) {
    images[field] = await storage.put(data, 'webp');
    stored.push(images[field]);
  }
  return {
    fields: (parsed as { data: z.output<S> }).data,
    images,
    stored,
    async discard() {
      await Promise.all(stored.map((name) => storage.remove(name)));
    },
  };
}
