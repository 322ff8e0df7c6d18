import type { CompanyProfile } from '@app/contract';
import { pageValuesFormData } from '@/components/forms/page-form-data';
import { pageFormValues } from '@/components/forms/page-form-values';
import type { PickedImage } from '@/components/image-picker';
import { pageDataJson, type FactRow } from './page-data';

/** The text fields of the company form, in the order the form shows them. */
const companyTextFields = [
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

const companyImageFields: readonly CompanyImageField[] = ['picture', 'logo'];
/** Every field a 422 may name, in the form's order. */
export const companyFormFields: readonly CompanyFormField[] = [
  ...companyTextFields,
  ...companyImageFields,
  'page_data',
];

export const emptyCompanyValues: CompanyFormValues = pageFormValues(
  {},
  companyTextFields,
  companyImageFields,
);

/** An edit form starts from the stored company. */
export function companyValuesFrom(company: CompanyProfile): CompanyFormValues {
  return pageFormValues(company, companyTextFields, companyImageFields);
}

/** The texts written in English and/or Dutch (sent as `name_en`, `name_nl`, ...). */
export const companyWrittenTexts = ['name', 'description'] as const;
type CompanyWrittenText = (typeof companyWrittenTexts)[number];

interface CompanyFormDataOptions {
  /** The name and description per language, as the form gives them (`name_en`, ...). */
  texts: Record<string, string>;
  /** The API ignores user_id (the owner is the signed-in user). */
  userId: number;
  /** The facts editor's rows (edit form): sent as page_data JSON text. */
  facts?: readonly FactRow[];
  /** The stored images (edit form): only a changed image is sent. */
  stored?: Pick<CompanyProfile, CompanyImageField>;
}

/** The multipart body of POST /companies and POST /company-profile/{id}. */
export function companyFormData(
  values: CompanyFormValues,
  { userId, facts, stored, texts }: CompanyFormDataOptions,
): FormData {
  const written = (field: string) => companyWrittenTexts.includes(field as CompanyWrittenText);
  return pageValuesFormData(values, {
    text: companyTextFields.filter((field) => !written(field)),
    images: companyImageFields,
    extra: { user_id: userId, page_data: facts ? pageDataJson(facts) : undefined, ...texts },
    stored,
  });
}
