import { SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DateField } from '@/components/forms/date-field';
import { ImageField } from '@/components/image-picker';
import { PdfField } from './pdf-field';
import { jobListFields, type JobForm, type JobTextField } from './use-job-form';

interface JobFieldsProps {
  form: JobForm;
  /** The first message of each field: the client's check or the server's 422. */
  errors: Record<string, string | undefined>;
  disabled: boolean;
  /** Placed right after the title, e.g. the registration form's non-profit select. */
  afterTitle?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Every field of a job, in sections: what the job is, its facts, the longer texts
 * (one point per line), how to apply, and the picture and PDF.
 */
export function JobFields({ form, errors, disabled, afterTitle }: JobFieldsProps) {
  const { t } = useTranslation();
  const { values, setValue } = form;

  const text = (field: JobTextField, extra: { description?: string; type?: string } = {}) => ({
    label: t(`jobForm.fields.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValue(field, event.currentTarget.value),
    error: errors[field],
    disabled,
    ...extra,
  });

  return (
    <>
      <Section title={t('jobForm.sections.about')}>
        <TextInput {...text('title')} required maxLength={200} />
        {afterTitle}
        <Textarea {...text('description')} autosize minRows={4} maxRows={14} maxLength={10_000} />
      </Section>

      <Section title={t('jobForm.sections.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput {...text('city')} autoComplete="address-level2" maxLength={120} />
          <TextInput
            {...text('employment', { description: t('jobForm.hints.employment') })}
            maxLength={255}
          />
          <TextInput
            {...text('education', { description: t('jobForm.hints.education') })}
            maxLength={255}
          />
          <TextInput
            {...text('period', { description: t('jobForm.hints.period') })}
            maxLength={255}
          />
        </SimpleGrid>
        <DateField
          withTime
          label={t('jobForm.fields.deadline')}
          description={t('jobForm.hints.deadline')}
          value={values.deadline}
          onChange={(deadline) => setValue('deadline', deadline)}
          error={errors.deadline}
          disabled={disabled}
          style={{ maxWidth: 320 }}
        />
      </Section>

      <Section title={t('jobForm.sections.content')}>
        {jobListFields.map((field) => (
          <Textarea
            key={field}
            {...text(field, { description: t('jobForm.hints.list') })}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={5_000}
          />
        ))}
      </Section>

      <Section title={t('jobForm.sections.apply')}>
        <Text size="sm" c="dimmed">
          {t('jobForm.hints.apply')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <TextInput {...text('email')} type="email" autoComplete="email" maxLength={255} />
          <TextInput {...text('website')} type="url" autoComplete="url" maxLength={255} />
          <TextInput {...text('contact')} type="tel" autoComplete="tel" maxLength={50} />
        </SimpleGrid>
      </Section>

      <Section title={t('jobForm.sections.media')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ImageField
            shape="banner"
            label={t('jobForm.fields.picture')}
            description={t('jobForm.hints.picture')}
            value={form.picture}
            onChange={form.setPicture}
            error={errors.picture}
            disabled={disabled}
          />
          <PdfField form={form} error={errors.pdf} disabled={disabled} />
        </SimpleGrid>
      </Section>
    </>
  );
}
