import type { PictureShape } from '@app/contract';
import { GOAL_MAX_EUROS } from '@app/contract';
import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { RichTextField } from '@/components/forms/rich-text-field';
import { ImageField } from '@/components/image-picker';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation, type TFunction as Translate } from '@/lib/i18n';
import {
  fundraiserImageNames,
  type FundraiserClientProblem,
  type FundraiserForm,
  type FundraiserImageName,
} from './use-fundraiser-form';

/** The form's label of every field the API may name in a 422 (for the error summary). */
export function fundraiserFieldLabels(t: Translate): Record<string, string> {
  return {
    name: t('fundraiserPages.form.name'),
    nonprofits_id: t('fundraiserPages.form.nonprofit'),
    events_id: t('fundraiserPages.form.campaign'),
    projects_id: t('fundraiserPages.form.campaign'),
    picture: t('fundraiserPages.form.picture'),
    logo: t('fundraiserPages.form.logo'),
    image: t('fundraiserPages.form.image'),
    description: t('fundraiserPages.form.description'),
    goal: t('fundraiserPages.form.goal'),
    addressLine1: t('fundraiserPages.form.addressLine1'),
    show_address: t('fundraiserPages.form.showAddress'),
  };
}

const problemKeys: Record<FundraiserClientProblem, string> = {
  required: 'pageForm.required',
  requiredInOne: 'pageForm.textLanguages.requiredInOne',
  goalPositive: 'fundraiserPages.form.goalPositive',
};

/** The client's findings (`form.problems()`) as the messages shown under the fields. */
export function problemMessages(
  problems: Partial<Record<string, FundraiserClientProblem>>,
  t: Translate,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) messages[field] = t(problemKeys[problem]);
  }
  return messages;
}

/** The place each image fills, whose shape the picker crops it to. */
const imageShapes: Record<FundraiserImageName, PictureShape> = {
  picture: 'banner',
  logo: 'logo',
  image: 'card',
};

const imageHints: Record<FundraiserImageName, string | null> = {
  picture: 'fundraiserPages.form.pictureHint',
  logo: 'fundraiserPages.form.logoHint',
  image: 'fundraiserPages.form.imageHint',
};

interface FundraiserFieldsProps {
  form: FundraiserForm;
  /** The first message of each field: the client's check or the server's 422. */
  errors: Record<string, string | undefined>;
  disabled: boolean;
  /** Fields placed right after the name (the registration form's parent select). */
  afterName?: ReactNode;
  /**
   * Edit forms: the API cannot clear a stored image, so there is no Remove; choosing another
   * image replaces it.
   */
  imagesRemovable?: boolean;
}

/**
 * The fields both fundraiser forms share: name, images (a person's 'logo' is a photo of them),
 * description, goal in euros (positive, at most GOAL_MAX_EUROS) and the address line, marked
 * required and private unless the owner ticks 'Show my address on the page'.
 */
export function FundraiserFields({
  form,
  errors,
  disabled,
  afterName,
  imagesRemovable = true,
}: FundraiserFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { values, images, setValue, setText, setImage } = form;
  // The texts are written per language, the reader's own first.
  const { language: textLanguage, setLanguage: setTextLanguage } = form.texts;

  return (
    <>
      <TextLanguageSwitch value={textLanguage} onChange={setTextLanguage} disabled={disabled} />
      <TextInput
        label={t('fundraiserPages.form.name')}
        required
        lang={textLanguage}
        value={values.texts[textLanguage].name}
        onChange={(event) => setText(textLanguage, 'name', event.currentTarget.value)}
        error={errors.name ?? errors[`name_${textLanguage}`]}
        disabled={disabled}
        maxLength={255}
      />
      {afterName}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {fundraiserImageNames.map((name) => {
          const hint = imageHints[name];
          return (
            <ImageField
              key={name}
              shape={imageShapes[name]}
              label={t(`fundraiserPages.form.${name}`)}
              description={
                [
                  hint ? t(hint) : null,
                  imagesRemovable ? null : t('fundraiserPages.form.replaceHint'),
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              value={images[name]}
              onChange={(image) => setImage(name, image)}
              error={errors[name]}
              disabled={disabled}
              removable={imagesRemovable}
            />
          );
        })}
      </SimpleGrid>
      <RichTextField
        // One editor per language: switching shows the other language's text.
        key={textLanguage}
        label={t('fundraiserPages.form.description')}
        lang={textLanguage}
        value={values.texts[textLanguage].description}
        onChange={(html) => setText(textLanguage, 'description', html)}
        error={errors.description ?? errors[`description_${textLanguage}`]}
        disabled={disabled}
      />
      <NumberInput
        label={t('fundraiserPages.form.goal')}
        description={t('fundraiserPages.form.goalHint', {
          max: formatEuros(GOAL_MAX_EUROS, language),
        })}
        required
        prefix="€ "
        decimalScale={2}
        decimalSeparator={language === 'nl' ? ',' : '.'}
        thousandSeparator={language === 'nl' ? '.' : ','}
        allowNegative={false}
        min={0}
        max={GOAL_MAX_EUROS}
        clampBehavior="strict"
        inputMode="decimal"
        value={values.goal}
        onChange={(value) => setValue('goal', value)}
        error={errors.goal}
        disabled={disabled}
      />
      <TextInput
        label={t('fundraiserPages.form.addressLine1')}
        description={t('fundraiserPages.form.addressHint')}
        required
        autoComplete="street-address"
        value={values.addressLine1}
        onChange={(event) => setValue('addressLine1', event.currentTarget.value)}
        error={errors.addressLine1}
        disabled={disabled}
        maxLength={255}
      />
      <Checkbox
        label={t('fundraiserPages.form.showAddress')}
        description={t('fundraiserPages.form.showAddressHint')}
        checked={values.showAddress}
        onChange={(event) => setValue('showAddress', event.currentTarget.checked)}
        error={errors.show_address}
        disabled={disabled}
      />
    </>
  );
}
