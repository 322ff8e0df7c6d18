import { Button, ColorInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import type { PageTexts } from '@app/contract';
import { RichTextField } from '@/components/forms/rich-text-field';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { pageTextValues, usePageTexts } from '@/components/forms/use-page-texts';
import { pageFieldErrors } from '@/components/forms/page-form-values';
import { ImageField, type PickedImage } from '@/components/image-picker';
import {
  companyFormFields,
  companyWrittenTexts,
  type CompanyFormField,
  type CompanyFormValues,
  type CompanyImageField,
  type CompanyTextField,
} from '../company-form-values';
import { factRowErrors, type FactRow, type FactRowErrors } from '../page-data';
import { FactsEditor } from './facts-editor';

/** Form field to its label, for the 422 summary ('field: messages'). */
function useCompanyFieldLabels(): Record<CompanyFormField | 'image', string> {
  const { t } = useTranslation();
  const picture = t('companyPages.form.picture');
  return {
    name: t('companyPages.form.name'),
    email: t('companyPages.form.email'),
    phone: t('companyPages.form.phone'),
    website: t('companyPages.form.website'),
    colorTheme: t('companyPages.form.colorTheme'),
    addressLine1: t('companyPages.form.addressLine1'),
    description: t('companyPages.form.description'),
    picture,
    image: picture,
    logo: t('companyPages.form.logo'),
    page_data: t('companyPages.facts.title'),
  };
}

export interface CompanyFormProps {
  initialValues: CompanyFormValues;
  /** Shows the Company Overview facts editor (edit form) starting with these rows. */
  initialFacts?: FactRow[];
  /** The stored name and description in both languages (edit form). */
  initialTexts?: PageTexts;
  /** Edit form: an image is replaced, never removed (the API cannot clear a stored one). */
  keepStoredImages?: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failed submit: 422 messages under the fields and in the summary. */
  error: unknown;
  /** `texts`: the name and description per language, as sent (`name_en`, `name_nl`, ...). */
  onSubmit: (
    values: CompanyFormValues,
    facts: FactRow[] | undefined,
    texts: Record<string, string>,
  ) => void;
}

/**
 * The company form of registration and edit: name (required), e-mail, phone,
 * website, color theme, address, description, background picture and logo; on edit also the
 * Company Overview facts. What was typed stays when the server refuses it.
 */
export function CompanyForm({
  initialValues,
  initialFacts,
  initialTexts,
  keepStoredImages = false,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
}: CompanyFormProps) {
  const { t } = useTranslation();
  const labels = useCompanyFieldLabels();
  const [values, setValues] = useState(initialValues);
  const [facts, setFacts] = useState(initialFacts);
  // Name and description are written in English and/or Dutch, the reader's language first.
  const texts = usePageTexts(
    companyWrittenTexts,
    pageTextValues(companyWrittenTexts, initialTexts),
    ['description'],
  );
  const [nameMissing, setNameMissing] = useState(false);
  const [factErrors, setFactErrors] = useState<Record<string, FactRowErrors>>({});
  const serverErrors = pageFieldErrors(error, [
    ...companyFormFields,
    ...companyWrittenTexts.flatMap((field) => [`${field}_en`, `${field}_nl`]),
  ]);
  const fieldError = (field: CompanyFormField) => serverErrors[field];

  const set = (field: CompanyTextField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setImage = (field: CompanyImageField) => (image: PickedImage | null) =>
    setValues((current) => ({ ...current, [field]: image }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = texts.missingInBoth('name');
    const rowErrors = facts ? factRowErrors(facts) : {};
    setNameMissing(missing);
    setFactErrors(rowErrors);
    if (missing || Object.keys(rowErrors).length > 0) return;
    onSubmit(values, facts, texts.sent());
  }

  const text = (field: CompanyTextField) => ({
    label: labels[field],
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field)(event.currentTarget.value),
    error: fieldError(field),
    disabled: pending,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextLanguageSwitch
          value={texts.language}
          onChange={texts.setLanguage}
          disabled={pending}
        />
        <TextInput
          label={labels.name}
          {...texts.text('name')}
          disabled={pending}
          required
          autoComplete="organization"
          error={
            nameMissing && texts.missingInBoth('name')
              ? t('pageForm.textLanguages.requiredInOne')
              : texts.errorOf(serverErrors, 'name')
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...text('email')} type="email" autoComplete="email" />
          <TextInput {...text('phone')} type="tel" autoComplete="tel" />
          <TextInput
            {...text('website')}
            type="url"
            autoComplete="url"
            placeholder="https://example.com"
          />
          <ColorInput
            label={labels.colorTheme}
            description={t('companyPages.form.colorThemeHint')}
            format="hex"
            placeholder="#E5243B"
            value={values.colorTheme}
            onChange={set('colorTheme')}
            error={fieldError('colorTheme')}
            disabled={pending}
            withEyeDropper={false}
          />
        </SimpleGrid>
        <TextInput {...text('addressLine1')} autoComplete="street-address" />
        <RichTextField
          // One editor per language: switching shows the other language's text.
          key={texts.language}
          label={labels.description}
          {...texts.rich('description')}
          error={texts.errorOf(serverErrors, 'description')}
          disabled={pending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ImageField
            shape="banner"
            label={labels.picture}
            value={values.picture}
            onChange={setImage('picture')}
            error={fieldError('picture')}
            disabled={pending}
            removable={!keepStoredImages}
          />
          <ImageField
            shape="logo"
            label={labels.logo}
            value={values.logo}
            onChange={setImage('logo')}
            error={fieldError('logo')}
            disabled={pending}
            removable={!keepStoredImages}
          />
        </SimpleGrid>
        {facts ? (
          <FactsEditor
            rows={facts}
            onChange={setFacts}
            rowErrors={factErrors}
            error={fieldError('page_data')}
            disabled={pending}
          />
        ) : null}
        <FormErrorSummary error={error} labels={labels} />
        <Group justify="flex-end">
          <Button type="submit" disabled={pending} size="md">
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
