import { pickedImageFromFile, type PickedImage } from '@/components/image-picker';
import { firstFieldErrors } from '@/lib/api-client';

/** A stored page as a form reads it: its text fields and image file names, any may be missing. */
type StoredPage<F extends string> = Partial<Record<F, string | null>>;

/** The stored images of a page as the image fields of its edit form hold them. */
export function storedImages<I extends string>(
  page: StoredPage<NoInfer<I>>,
  images: readonly I[],
): Record<I, PickedImage | null> {
  const picked = {} as Record<I, PickedImage | null>;
  for (const name of images) picked[name] = pickedImageFromFile(page[name]);
  return picked;
}

/**
 * The starting values of a page form: a stored page's text fields ('' where it has none) and
 * images on edit, or all empty (`{}`) on registration.
 */
export function pageFormValues<T extends string, I extends string>(
  page: StoredPage<NoInfer<T | I>>,
  text: readonly T[],
  images: readonly I[],
): Record<T, string> & Record<I, PickedImage | null> {
  const values = {} as Record<T, string>;
  for (const field of text) values[field] = page[field] ?? '';
  return { ...values, ...storedImages(page, images) };
}

/**
 * The first 422 message of each of a form's fields. The spec names the background picture
 * `image` in some forms' errors while the API calls it `picture`: unless the form has an
 * `image` field of its own, both land under the picture field.
 */
export function pageFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const messages = firstFieldErrors(error);
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    if (messages[field]) errors[field] = messages[field];
  }
  const picture = fields.find((field) => field === 'picture');
  const hasImageField = fields.some((field) => field === 'image');
  if (picture && !hasImageField && !errors[picture] && messages.image) {
    errors[picture] = messages.image;
  }
  return errors;
}
