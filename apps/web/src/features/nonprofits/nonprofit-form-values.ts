import type { NonprofitProfile } from '@app/contract';
import { pageValuesFormData } from '@/components/forms/page-form-data';
import { pageFormValues } from '@/components/forms/page-form-values';
import type { PickedImage } from '@/components/image-picker';

/** Text fields of the registration form, in the order it shows them. */
export const nonprofitTextFields = [
  'name',
  'email',
  'phone',
  'website',
  'addressLine1',
  'description',
] as const;
/**
 * What the donors' receipts say of the organisation: its registered name, RSIN and
 * ANBI status ('true' or 'false'). The edit form asks for them; registration does not.
 */
export const nonprofitLegalFields = ['legalName', 'rsin', 'anbi'] as const;
/** The texts written in English and/or Dutch (sent as `name_en`, `name_nl`, ...). */
export const nonprofitWrittenTexts = ['name', 'description'] as const;
type NonprofitWrittenText = (typeof nonprofitWrittenTexts)[number];

export type NonprofitTextField =
  (typeof nonprofitTextFields)[number] | (typeof nonprofitLegalFields)[number];
export type NonprofitImageField = 'picture' | 'logo';
export type NonprofitFormField = NonprofitTextField | NonprofitImageField;

export type NonprofitFormValues = Record<NonprofitTextField, string> &
  Record<NonprofitImageField, PickedImage | null>;

const nonprofitImageFields: readonly NonprofitImageField[] = ['picture', 'logo'];
/** Every field a 422 may name. */
export const nonprofitFormFields: readonly NonprofitFormField[] = [
  ...nonprofitTextFields,
  ...nonprofitLegalFields,
  ...nonprofitImageFields,
];

export const emptyNonprofitValues: NonprofitFormValues = {
  ...pageFormValues({}, nonprofitTextFields, nonprofitImageFields),
  legalName: '',
  rsin: '',
  anbi: 'false',
};

/** The edit form starts from the stored non-profit. */
export function nonprofitValuesFrom(nonprofit: NonprofitProfile): NonprofitFormValues {
  return {
    ...pageFormValues(nonprofit, nonprofitTextFields, nonprofitImageFields),
    legalName: nonprofit.legal_name ?? '',
    rsin: nonprofit.rsin ?? '',
    anbi: nonprofit.anbi ? 'true' : 'false',
  };
}

interface NonprofitFormDataOptions {
  /** The API ignores user_id (the owner is the signed-in user). */
  userId: number;
  /** The text fields this form shows; the others are not sent. */
  fields: readonly NonprofitTextField[];
  /** The stored images (edit form): only a changed image is sent. */
  stored?: Pick<NonprofitProfile, NonprofitImageField>;
  /** The name and description per language, as the form gives them (`name_en`, ...). */
  texts: Record<string, string>;
}

/** The multipart body of POST /nonprofits and POST /nonprofit-profile/{id}. */
export function nonprofitFormData(
  values: NonprofitFormValues,
  { userId, fields, stored, texts }: NonprofitFormDataOptions,
): FormData {
  const written = (field: string) => nonprofitWrittenTexts.includes(field as NonprofitWrittenText);
  return pageValuesFormData(values, {
    text: fields.filter((field) => !written(field)),
    images: nonprofitImageFields,
    extra: { user_id: userId, ...texts },
    stored,
  });
}
