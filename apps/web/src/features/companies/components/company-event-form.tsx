import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { pageFormData } from '@/components/forms/page-form-data';
import { RichTextField } from '@/components/forms/rich-text-field';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { usePageTexts } from '@/components/forms/use-page-texts';
import { ImageField, type PickedImage } from '@/components/image-picker';
import { firstFieldErrors } from '@/lib/api-client';

/** The non-profit a company event raises money for. */
export interface NonprofitChoice {
  id: number;
  name: string;
}

/** What the form hands its non-profit select (the route screen supplies the select). */
export interface NonprofitSelectSlotProps {
  label: string;
  value: NonprofitChoice | null;
  onChange: (value: NonprofitChoice | null) => void;
  error?: string;
  disabled: boolean;
}

/** The texts written in English and/or Dutch, the reader's language first. */
const companyEventTexts = ['name', 'description'] as const;

export interface CompanyEventFormValues {
  /** Name and description per language, as sent (`name_en`, `name_nl`, ...). */
  texts: Record<string, string>;
  picture: PickedImage | null;
  nonprofit: NonprofitChoice | null;
}

const emptyValues: CompanyEventFormValues = {
  texts: {},
  picture: null,
  nonprofit: null,
};

/** The multipart body of POST /company-events (the API ignores user_id). */
export function companyEventFormData(
  values: CompanyEventFormValues,
  { companyId, userId }: { companyId: number; userId: number },
): FormData {
  return pageFormData(
    {
      ...values.texts,
      user_id: userId,
      company_id: companyId,
      nonprofit_id: values.nonprofit?.id,
    },
    { picture: values.picture },
  );
}

interface CompanyEventFormProps {
  pending: boolean;
  /** The failed submit: 422 messages under name, picture, description, non-profit and in the summary. */
  error: unknown;
  onSubmit: (values: CompanyEventFormValues) => void;
  /** The required non-profit's select, e.g. the non-profits feature's searchable select. */
  nonprofitSelect: (props: NonprofitSelectSlotProps) => ReactNode;
}

/**
 * Create a Company Event: name (required), description, picture and the non-profit
 * it raises money for (required, with the spec's text when missing).
 */
export function CompanyEventForm({
  pending,
  error,
  onSubmit,
  nonprofitSelect,
}: CompanyEventFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(emptyValues);
  const texts = usePageTexts(companyEventTexts, undefined, ['description']);
  const [missing, setMissing] = useState({ name: false, nonprofit: false });
  const server = firstFieldErrors(error);
  const labels = {
    name: t('companyPages.event.name'),
    description: t('companyPages.event.description'),
    picture: t('companyPages.event.picture'),
    nonprofit_id: t('companyPages.event.nonprofit'),
    company_id: t('companyPages.event.company'),
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { name: texts.missingInBoth('name'), nonprofit: !values.nonprofit };
    setMissing(next);
    if (next.name || next.nonprofit) return;
    onSubmit({ ...values, texts: texts.sent() });
  }

  const nonprofitError = missing.nonprofit
    ? t('companyPages.event.nonprofitRequired')
    : server.nonprofit_id;

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
          required
          {...texts.text('name')}
          error={
            missing.name && texts.missingInBoth('name')
              ? t('pageForm.textLanguages.requiredInOne')
              : texts.errorOf(server, 'name')
          }
          disabled={pending}
        />
        <RichTextField
          // One editor per language: switching shows the other language's text.
          key={texts.language}
          label={labels.description}
          {...texts.rich('description')}
          error={texts.errorOf(server, 'description')}
          disabled={pending}
        />
        <ImageField
          shape="banner"
          label={labels.picture}
          value={values.picture}
          onChange={(picture) => setValues((current) => ({ ...current, picture }))}
          error={server.picture}
          disabled={pending}
        />
        {nonprofitSelect({
          label: labels.nonprofit_id,
          value: values.nonprofit,
          onChange: (nonprofit) => {
            setValues((current) => ({ ...current, nonprofit }));
            if (nonprofit) setMissing((current) => ({ ...current, nonprofit: false }));
          },
          error: nonprofitError,
          disabled: pending,
        })}
        <FormErrorSummary error={error} labels={labels} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={pending}>
            {pending ? t('companyPages.event.creating') : t('companyPages.event.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
