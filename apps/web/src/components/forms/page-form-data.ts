import type { PickedImage } from '@/components/image-picker';

/** A text value of a page form; empty and missing values are not sent. */
export type FormValue = string | number | null | undefined;

/**
 * The multipart body of a page form (spec 7: companies, non-profits, fundraisers, events,
 * projects, company events). Text fields are sent trimmed, empty ones too: the API takes a
 * blank optional field as not given and answers a blank required one with its 422 text. An
 * image field sends the file name the image picker chose (an upload of the user's Media
 * Library), and nothing when none is chosen.
 */
export function pageFormData(
  fields: Record<string, FormValue>,
  images: Record<string, PickedImage | null | undefined> = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    data.append(name, typeof value === 'number' ? String(value) : value.trim());
  }
  for (const [name, image] of Object.entries(images)) {
    if (image) data.append(name, image.file);
  }
  return data;
}

/**
 * The images of an edit form that differ from the page's stored ones (by file name): only
 * those are sent, so an unchanged image is not re-linked.
 */
export function changedImages(
  images: Record<string, PickedImage | null | undefined>,
  initial: Record<string, string | null | undefined>,
): Record<string, PickedImage | null> {
  const changed: Record<string, PickedImage | null> = {};
  for (const [name, image] of Object.entries(images)) {
    if (image && image.file !== initial[name]) changed[name] = image;
  }
  return changed;
}
