import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PageTexts } from '@app/contract';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { RichTextField } from '@/components/forms/rich-text-field';
import { pageFieldErrors } from '@/components/forms/page-form-values';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { pageTextValues, usePageTexts } from '@/components/forms/use-page-texts';
import { ImageField } from '@/components/image-picker';
import {
  nonprofitFormFields,
  nonprofitWrittenTexts,
  type NonprofitFormField,
  type NonprofitFormValues,
  type NonprofitTextField,
} from '../nonprofit-form-values';

export interface NonprofitFormProps {
  initialValues: NonprofitFormValues;
  /** The stored name and description in both languages (edit form). */
  initialTexts?: PageTexts;
  /** The text fields to show; registration also asks for e-mail, phone and website. */
  fields: readonly NonprofitTextField[];
  submitLabel: string;
  /** Shown on the button while the form is sent, e.g. 'Submitting...'. */
  pendingLabel: string;
  pending: boolean;
  /** The last failed submit (422 per field and as a summary), or null. */
  error: unknown;
  /** `texts`: the name and description per language, as sent (`name_en`, `name_nl`, ...). */
  onSubmit: (values: NonprofitFormValues, texts: Record<string, string>) => void;
  /** Edit form: 'Short description'. */
  descriptionLabel?: string;
  /** False in the edit form: a stored image can be replaced, not cleared (the API keeps it). */
  imagesRemovable?: boolean;
}

/**
 * The non-profit form of registration and edit: name (required), background
 * picture and logo, description (rich text), address and, when asked for, contact fields.
 * What the user typed stays after a failure; the server's 422 shows under each field (first
 * message) and in a summary above the button.
 */
export function NonprofitForm({
  initialValues,
  initialTexts,
  fields,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  descriptionLabel,
  imagesRemovable = true,
}: NonprofitFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  // Name and description are written in English and/or Dutch, the reader's language first.
  const texts = usePageTexts(
    nonprofitWrittenTexts,
    pageTextValues(nonprofitWrittenTexts, initialTexts),
    ['description'],
  );
  const [missingName, setMissingName] = useState(false);
  const errors = useMemo(
    () =>
      pageFieldErrors(error, [
        ...nonprofitFormFields,
        ...nonprofitWrittenTexts.flatMap((field) => [`${field}_en`, `${field}_nl`] as const),
      ]),
    [error],
  );
  const shows = (field: NonprofitTextField) => fields.includes(field);

  const labels: Record<NonprofitFormField, string> = {
    name: t('nonprofitPages.form.name'),
    email: t('nonprofitPages.form.email'),
    phone: t('nonprofitPages.form.phone'),
    website: t('nonprofitPages.form.website'),
    addressLine1: t('nonprofitPages.form.address'),
    description: descriptionLabel ?? t('nonprofitPages.form.description'),
    picture: t('nonprofitPages.form.picture'),
    logo: t('nonprofitPages.form.logo'),
    legalName: t('nonprofitPages.form.legalName'),
    rsin: t('nonprofitPages.form.rsin'),
    anbi: t('nonprofitPages.form.anbi'),
  };

  function set<K extends keyof NonprofitFormValues>(field: K, value: NonprofitFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  const text = (field: NonprofitTextField) => ({
    label: labels[field],
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field, event.currentTarget.value),
    error: errors[field],
    disabled: pending,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (texts.missingInBoth('name')) {
      setMissingName(true);
      return;
    }
    setMissingName(false);
    onSubmit(values, texts.sent());
  }

  return (
    // Checked here and by the server: a text required in one language may be empty in the other.
    <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <TextLanguageSwitch
          value={texts.language}
          onChange={texts.setLanguage}
          disabled={pending}
        />
        <TextInput
          label={labels.name}
          {...texts.text('name')}
          error={
            texts.errorOf(errors, 'name') ??
            (missingName ? t('pageForm.textLanguages.requiredInOne') : undefined)
          }
          disabled={pending}
          required
          autoComplete="organization"
          maxLength={255}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ImageField
            shape="banner"
            label={labels.picture}
            description={t('nonprofitPages.form.pictureHint')}
            value={values.picture}
            onChange={(image) => set('picture', image)}
            error={errors.picture}
            disabled={pending}
            removable={imagesRemovable}
          />
          <ImageField
            shape="logo"
            label={labels.logo}
            value={values.logo}
            onChange={(image) => set('logo', image)}
            error={errors.logo}
            disabled={pending}
            removable={imagesRemovable}
          />
        </SimpleGrid>
        <RichTextField
          // One editor per language: switching shows the other language's text.
          key={texts.language}
          label={labels.description}
          {...texts.rich('description')}
          error={texts.errorOf(errors, 'description')}
          disabled={pending}
        />
        <TextInput {...text('addressLine1')} autoComplete="street-address" maxLength={255} />
        {shows('email') || shows('phone') || shows('website') ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {shows('email') ? (
              <TextInput {...text('email')} type="email" autoComplete="email" />
            ) : null}
            {shows('phone') ? <TextInput {...text('phone')} type="tel" autoComplete="tel" /> : null}
            {shows('website') ? (
              // Text, not type="url": the API also takes a bare domain ('www.un.org').
              <TextInput {...text('website')} inputMode="url" autoComplete="url" />
            ) : null}
          </SimpleGrid>
        ) : null}
        {shows('legalName') ? (
          <Fieldset legend={t('nonprofitPages.form.legalHeading')} variant="unstyled">
            <Stack gap="md">
              <TextInput
                {...text('legalName')}
                description={t('nonprofitPages.form.legalNameHint')}
                autoComplete="organization"
                maxLength={200}
              />
              <TextInput
                {...text('rsin')}
                description={t('nonprofitPages.form.rsinHint')}
                inputMode="numeric"
                maxLength={11}
                w={{ base: '100%', sm: 240 }}
              />
              <Checkbox
                label={labels.anbi}
                description={t('nonprofitPages.form.anbiHint')}
                checked={values.anbi === 'true'}
                onChange={(event) => set('anbi', event.currentTarget.checked ? 'true' : 'false')}
                error={errors.anbi}
                disabled={pending}
              />
            </Stack>
          </Fieldset>
        ) : null}
        <FormErrorSummary error={error} labels={labels} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
