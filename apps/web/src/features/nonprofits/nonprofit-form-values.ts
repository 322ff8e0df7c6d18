import type { NonprofitProfile } from '@app/contract';
import { changedImages, pageFormData } from '@/components/forms/page-form-data';
import { pickedImageFromFile, type PickedImage } from '@/components/image-picker';
import { firstFieldErrors } from '@/lib/api-client';

/** Text fields of the registration form, in the order it shows them (spec 2, 3, 7). */
export const nonprofitTextFields = [
  'name',
  'email',
  'phone',
  'website',
  'addressLine1',
  'description',
] as const;
export type NonprofitTextField = (typeof nonprofitTextFields)[number];
export type NonprofitImageField = 'picture' | 'logo';
export type NonprofitFormField = NonprofitTextField | NonprofitImageField;

export type NonprofitFormValues = Record<NonprofitTextField, string> &
  Record<NonprofitImageField, PickedImage | null>;

export const emptyNonprofitValues: NonprofitFormValues = {
  name: '',
  email: '',
  phone: '',
  website: '',
  addressLine1: '',
  description: '',
  picture: null,
  logo: null,
};

/** The edit form starts from the stored non-profit. */
export function nonprofitValuesFrom(nonprofit: NonprofitProfile): NonprofitFormValues {
  return {
    name: nonprofit.name,
    email: nonprofit.email ?? '',
    phone: nonprofit.phone ?? '',
    website: nonprofit.website ?? '',
    addressLine1: nonprofit.addressLine1 ?? '',
    description: nonprofit.description ?? '',
    picture: pickedImageFromFile(nonprofit.picture),
    logo: pickedImageFromFile(nonprofit.logo),
  };
}

interface NonprofitFormDataOptions {
  /** Spec 7 lists user_id; the API ignores it (the owner is the signed-in user). */
  userId: number;
  /** The text fields this form shows; the others are not sent. */
  fields: readonly NonprofitTextField[];
  /** The stored images (edit form): only a changed image is sent. */
  stored?: Pick<NonprofitProfile, NonprofitImageField>;
}

/** The multipart body of POST /nonprofits and POST /nonprofit-profile/{id}. */
export function nonprofitFormData(
  values: NonprofitFormValues,
  { userId, fields, stored }: NonprofitFormDataOptions,
): FormData {
  const text: Record<string, string | number> = { user_id: userId };
  for (const field of fields) text[field] = values[field];
  const images = { picture: values.picture, logo: values.logo };
  return pageFormData(text, stored ? changedImages(images, stored) : images);
}

/**
 * The first 422 message of each form field. Spec 5 names the background picture `image` too;
 * the API calls it `picture`: both land under the picture field.
 */
export function nonprofitFieldErrors(error: unknown): Partial<Record<NonprofitFormField, string>> {
  const fields = firstFieldErrors(error);
  const errors: Partial<Record<NonprofitFormField, string>> = {};
  for (const field of [...nonprofitTextFields, 'picture', 'logo'] as const) {
    if (fields[field]) errors[field] = fields[field];
  }
  if (!errors.picture && fields.image) errors.picture = fields.image;
  return errors;
}
