import type { CompanyProfile } from '@app/contract';
import { pickedImageFromFile, type PickedImage } from '@/components/image-picker';
import { changedImages, pageFormData } from '@/components/forms/page-form-data';
import { firstFieldErrors } from '@/lib/api-client';
import { pageDataJson, type FactRow } from './page-data';

/** The text fields of the company form, in the order the form shows them (spec 2, 7). */
export const companyTextFields = [
  'name',
  'email',
  'phone',
  'website',
  'colorTheme',
  'addressLine1',
  'description',
] as const;
export type CompanyTextField = (typeof companyTextFields)[number];
export type CompanyImageField = 'picture' | 'logo';
export type CompanyFormField = CompanyTextField | CompanyImageField | 'page_data';

export type CompanyFormValues = Record<CompanyTextField, string> &
  Record<CompanyImageField, PickedImage | null>;

export const emptyCompanyValues: CompanyFormValues = {
  name: '',
  email: '',
  phone: '',
  website: '',
  colorTheme: '',
  addressLine1: '',
  description: '',
  picture: null,
  logo: null,
};

/** An edit form starts from the stored company. */
export function companyValuesFrom(company: CompanyProfile): CompanyFormValues {
  return {
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    colorTheme: company.colorTheme ?? '',
    addressLine1: company.addressLine1 ?? '',
    description: company.description ?? '',
    picture: pickedImageFromFile(company.picture),
    logo: pickedImageFromFile(company.logo),
  };
}

interface CompanyFormDataOptions {
  /** Spec 7 lists user_id; the API ignores it (the owner is the signed-in user). */
  userId: number;
  /** The facts editor's rows (edit form): sent as page_data JSON text. */
  facts?: readonly FactRow[];
  /** The stored images (edit form): only a changed image is sent. */
  stored?: Pick<CompanyProfile, CompanyImageField>;
}

/** The multipart body of POST /companies and POST /company-profile/{id}. */
export function companyFormData(
  values: CompanyFormValues,
  { userId, facts, stored }: CompanyFormDataOptions,
): FormData {
  const text: Record<string, string | number> = { user_id: userId };
  for (const field of companyTextFields) text[field] = values[field];
  if (facts) text.page_data = pageDataJson(facts);
  const images = { picture: values.picture, logo: values.logo };
  return pageFormData(text, stored ? changedImages(images, stored) : images);
}

/**
 * The first 422 message of each form field. The spec names the background picture `image`
 * in the edit form's errors; the API calls it `picture`: both land under the picture field.
 */
export function companyFieldErrors(error: unknown): Partial<Record<CompanyFormField, string>> {
  const fields = firstFieldErrors(error);
  const errors: Partial<Record<CompanyFormField, string>> = {};
  for (const field of [...companyTextFields, 'picture', 'logo', 'page_data'] as const) {
    if (fields[field]) errors[field] = fields[field];
  }
  if (!errors.picture && fields.image) errors.picture = fields.image;
  return errors;
}
