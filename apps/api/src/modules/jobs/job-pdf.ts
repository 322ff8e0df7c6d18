import { JOB_PDF_MAX_BYTES, jobMessages } from '@app/contract';
import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { slug } from '../../lib/slug';
import { isUploadedFile } from '../../lib/uploads';

export type PdfCheck = { ok: true; data: Buffer } | { ok: false; message: string };

/**
 * A job's PDF, checked on the server: a PDF by its bytes (the name and the type the browser claims
 * count for nothing), at most 5,242,880 bytes. A file cut off at the upload limit is too large.
 */
export async function checkPdf(value: unknown): Promise<PdfCheck> {
  if (!isUploadedFile(value) || value.path === null) {
    return { ok: false, message: jobMessages.pdfType };
  }
  if (value.truncated || value.size > JOB_PDF_MAX_BYTES) {
    return { ok: false, message: jobMessages.pdfSize };
  }
  const type = await fileTypeFromFile(value.path);
  if (type?.mime !== 'application/pdf') return { ok: false, message: jobMessages.pdfType };
  return { ok: true, data: await readFile(value.path) };
}

/** RFC 8187 value: UTF-8, percent-encoded, also the characters encodeURIComponent leaves. */
const extendedValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Content-Disposition of a job's PDF, named after the job ('Volunteer Coordinator.pdf'), never
 * after the uploaded file: inline for the viewer, attachment for a download. The plain `filename`
 * is ASCII letters, digits and dashes only, so nothing in a title can break out of the header.
 */
export function pdfDisposition(title: string, download: boolean): string {
  const readable =
    title
      .replace(/[\p{Cc}\p{Cf}"\\/:*?<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'job';
  const ascii = slug(readable).slice(0, 100) || 'job';
  const kind = download ? 'attachment' : 'inline';
  return `${kind}; filename="${ascii}.pdf"; filename*=UTF-8''${extendedValue(`${readable}.pdf`)}`;
}
