import type { Language } from '@app/contract';
import { useState } from 'react';
import type { PickedImage } from '@/components/image-picker';
import type { FormValue } from '@/components/forms/page-form-data';
import { usePageTexts } from '@/components/forms/use-page-texts';

/** The texts a fundraiser is written in, each in English and/or Dutch. */
const fundraiserTextFields = ['name', 'description'] as const;
export type FundraiserTextField = (typeof fundraiserTextFields)[number];
export type FundraiserTexts = Record<Language, Record<FundraiserTextField, string>>;

/** The text fields the fundraiser forms share. */
export interface FundraiserFormValues {
  /** Name and description (rich text, '' when the editor is empty) per language. */
  texts: FundraiserTexts;
  /** Euros, as the number input holds it ('' while empty). */
  goal: number | string;
  addressLine1: string;
  /** Visitors see the address: off unless the owner ticks it. */
  showAddress: boolean;
}

/** The API's image fields of a fundraiser: banner (picture), logo and list image. */
export const fundraiserImageNames = ['picture', 'logo', 'image'] as const;
export type FundraiserImageName = (typeof fundraiserImageNames)[number];
export type FundraiserImages = Record<FundraiserImageName, PickedImage | null>;

/** What the client checks before sending (the server checks the rest and answers 422). */
export type FundraiserClientProblem = 'required' | 'requiredInOne' | 'goalPositive';

const noTexts = (): FundraiserTexts => ({
  en: { name: '', description: '' },
  nl: { name: '', description: '' },
});

const emptyFundraiserValues: FundraiserFormValues = {
  texts: noTexts(),
  goal: '',
  addressLine1: '',
  showAddress: false,
};

const noFundraiserImages: FundraiserImages = { picture: null, logo: null, image: null };

/** The form's texts from a fundraiser's texts in both languages (as its profile gives them). */
export function fundraiserTexts(texts: {
  en: Record<string, string | null>;
  nl: Record<string, string | null>;
}): FundraiserTexts {
  const one = (lang: Language) => ({
    name: texts[lang].name ?? '',
    description: texts[lang].description ?? '',
  });
  return { en: one('en'), nl: one('nl') };
}

/**
 * The state of a fundraiser form: what was typed and chosen stays when a submit fails.
 * `fields()` gives the text fields to send, each text with its language (`name_en`, `name_nl`,
 * ...); a description emptied in an edit form is sent as an empty paragraph, because the API
 * takes an empty field as "not sent" and would keep the old one.
 */
export function useFundraiserForm(
  initialValues: FundraiserFormValues = emptyFundraiserValues,
  initialImages: FundraiserImages = noFundraiserImages,
) {
  const [others, setOthers] = useState(initialValues);
  const [images, setImages] = useState(initialImages);
  // Name and description per language: the page forms' shared texts (language switch included).
  const texts = usePageTexts(fundraiserTextFields, initialValues.texts, ['description']);
  const values: FundraiserFormValues = { ...others, texts: texts.texts };

  function setValue<K extends 'goal' | 'addressLine1' | 'showAddress'>(
    field: K,
    value: FundraiserFormValues[K],
  ) {
    setOthers((current) => ({ ...current, [field]: value }));
  }

  function setText(lang: Language, field: FundraiserTextField, value: string) {
    texts.setText(field, value, lang);
  }

  function setImage(name: FundraiserImageName, image: PickedImage | null) {
    setImages((current) => ({ ...current, [name]: image }));
  }

  function problems(): Partial<Record<string, FundraiserClientProblem>> {
    const found: Partial<Record<string, FundraiserClientProblem>> = {};
    if (texts.missingInBoth('name')) found.name = 'requiredInOne';
    if (values.goal === '' || values.goal === '-') found.goal = 'required';
    else if (!(Number(values.goal) > 0)) found.goal = 'goalPositive';
    if (!values.addressLine1.trim()) found.addressLine1 = 'required';
    return found;
  }

  function fields(): Record<string, FormValue> {
    return {
      ...texts.sent(),
      goal: values.goal === '' ? '' : String(values.goal),
      addressLine1: values.addressLine1,
      show_address: values.showAddress ? 'true' : 'false',
    };
  }

  return { values, images, texts, setValue, setText, setImage, problems, fields };
}

export type FundraiserForm = ReturnType<typeof useFundraiserForm>;
