import type { PickedImage } from '@/components/image-picker';

/** A text value of a page form; empty and missing values are not sent. */
export type FormValue = string | number | null | undefined;

/**
 * The multipart body of a page form (companies, non-profits, fundraisers, events,
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
 * those are sent, so an unchanged image is not re-linked. Without stored images (a
 * registration form) every chosen image counts as changed.
 */
export function changedImages<N extends string>(
  images: Partial<Record<N, PickedImage | null>>,
  initial: Partial<Record<NoInfer<N>, string | null>> = {},
): Partial<Record<N, PickedImage>> {
  const changed: Partial<Record<N, PickedImage>> = {};
  for (const name of Object.keys(images) as N[]) {
    const image = images[name];
    if (image && image.file !== initial[name]) changed[name] = image;
  }
  return changed;
}

export interface PageValuesFormDataOptions<T extends string, I extends string> {
  /** The text fields to send, e.g. those the form shows. */
  text: readonly T[];
  /** The image fields to send. */
  images: readonly I[];
  /** Fields that are not values of the form, e.g. user_id or page_data. */
  extra?: Record<string, FormValue>;
  /** The stored images (edit form): only a changed image is sent. */
  stored?: Partial<Record<I, string | null>>;
}

/**
 * The multipart body of a page registration or edit form (companies, non-profits) from its
 * values: `extra`, the listed text fields, and the chosen images (on edit, the changed ones).
 */
export function pageValuesFormData<T extends string, I extends string>(
  values: Readonly<Record<T, string> & Record<I, PickedImage | null>>,
  { text, images, extra = {}, stored }: PageValuesFormDataOptions<T, I>,
): FormData {
  const texts: Readonly<Record<T, string>> = values;
  const chosen: Readonly<Record<I, PickedImage | null>> = values;
  const fields: Record<string, FormValue> = { ...extra };
  for (const field of text) fields[field] = texts[field];
  const picked: Partial<Record<I, PickedImage | null>> = {};
  for (const name of images) picked[name] = chosen[name];
  return pageFormData(fields, changedImages(picked, stored));
}
