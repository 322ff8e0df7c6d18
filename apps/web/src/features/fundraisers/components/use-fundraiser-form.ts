import { useState } from 'react';
import type { PickedImage } from '@/components/image-picker';
import type { FormValue } from '@/components/forms/page-form-data';

/** The text fields the fundraiser forms share. */
export interface FundraiserFormValues {
  name: string;
  /** Rich text (HTML); '' when the editor is empty. */
  description: string;
  /** Euros, as the number input holds it ('' while empty). */
  goal: number | string;
  addressLine1: string;
}

/** The API's image fields of a fundraiser: banner (picture), logo and list image. */
export const fundraiserImageNames = ['picture', 'logo', 'image'] as const;
export type FundraiserImageName = (typeof fundraiserImageNames)[number];
export type FundraiserImages = Record<FundraiserImageName, PickedImage | null>;

/** What the client checks before sending (the server checks the rest and answers 422). */
export type FundraiserClientProblem = 'required' | 'goalPositive';

const emptyFundraiserValues: FundraiserFormValues = {
  name: '',
  description: '',
  goal: '',
  addressLine1: '',
};

const noFundraiserImages: FundraiserImages = { picture: null, logo: null, image: null };

/**
 * The state of a fundraiser form: what was typed and chosen stays when a submit fails.
 * `fields()` gives the text fields to send; a description emptied in an edit form is sent as an
 * empty paragraph, because the API takes an empty field as "not sent" and would keep the old one.
 */
export function useFundraiserForm(
  initialValues: FundraiserFormValues = emptyFundraiserValues,
  initialImages: FundraiserImages = noFundraiserImages,
) {
  const [values, setValues] = useState(initialValues);
  const [images, setImages] = useState(initialImages);

  function setValue<K extends keyof FundraiserFormValues>(
    field: K,
    value: FundraiserFormValues[K],
  ) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function setImage(name: FundraiserImageName, image: PickedImage | null) {
    setImages((current) => ({ ...current, [name]: image }));
  }

  function problems(): Partial<Record<keyof FundraiserFormValues, FundraiserClientProblem>> {
    const found: Partial<Record<keyof FundraiserFormValues, FundraiserClientProblem>> = {};
    if (!values.name.trim()) found.name = 'required';
    if (values.goal === '' || values.goal === '-') found.goal = 'required';
    else if (!(Number(values.goal) > 0)) found.goal = 'goalPositive';
    if (!values.addressLine1.trim()) found.addressLine1 = 'required';
    return found;
  }

  function fields(): Record<string, FormValue> {
    const clearedDescription = values.description === '' && initialValues.description !== '';
    return {
      name: values.name,
      description: clearedDescription ? '<p></p>' : values.description,
      goal: values.goal === '' ? '' : String(values.goal),
      addressLine1: values.addressLine1,
    };
  }

  return { values, images, setValue, setImage, problems, fields };
}

export type FundraiserForm = ReturnType<typeof useFundraiserForm>;
