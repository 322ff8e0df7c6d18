import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { DateField } from '@/components/forms/date-field';
import { pageFormData } from '@/components/forms/page-form-data';
import { RichTextField } from '@/components/forms/rich-text-field';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { usePageTexts } from '@/components/forms/use-page-texts';
import { ImageField, type PickedImage } from '@/components/image-picker';
import { firstFieldErrors } from '@/lib/api-client';
import { useCreateEvent } from '../api/create-event';
import { endsBeforeStart, localInputToIso } from '../event-dates';

type TextField = 'title' | 'description' | 'addressLine1' | 'start_date' | 'end_date';
/** The texts written in English and/or Dutch, the reader's language first. */
const eventTexts = ['title', 'description'] as const;
type ImageName = 'picture' | 'logo';

export interface CreateEventFormProps {
  /** The non-profit the event belongs to (from the profile's campaign chooser). */
  nonprofitId: number;
  /** Sent as user_id; the API takes the owner from the session. */
  userId: number | undefined;
  onCreated: (eventId: number) => void;
}

/**
 * Create Event: title (required), description, address, start and end date-time,
 * picture and logo, sent as multipart to POST /event. The end may not come before the start
 * (checked here, and by the API). What the user typed stays after a failure.
 */
export function CreateEventForm({ nonprofitId, userId, onCreated }: CreateEventFormProps) {
  const { t } = useTranslation();
  const create = useCreateEvent(nonprofitId);
  const texts = usePageTexts(eventTexts, undefined, ['description']);
  const [values, setValues] = useState<Record<Exclude<TextField, 'title' | 'description'>, string>>(
    {
      addressLine1: '',
      start_date: '',
      end_date: '',
    },
  );
  const [images, setImages] = useState<Record<ImageName, PickedImage | null>>({
    picture: null,
    logo: null,
  });
  const [titleMissing, setTitleMissing] = useState(false);
  const saving = create.isPending;
  const serverErrors = firstFieldErrors(create.error);
  const datesOutOfOrder = endsBeforeStart(values.start_date, values.end_date);

  const labels = {
    title: t('campaigns.event.fields.title'),
    description: t('campaigns.event.fields.description'),
    addressLine1: t('campaigns.event.fields.addressLine1'),
    start_date: t('campaigns.event.fields.startDate'),
    end_date: t('campaigns.event.fields.endDate'),
    picture: t('campaigns.event.fields.picture'),
    logo: t('campaigns.event.fields.logo'),
    nonprofits_id: t('campaigns.nonprofitField'),
  };
  const errors: Partial<Record<TextField | ImageName, string>> = {
    ...serverErrors,
    // Shown until a title is written in either language.
    ...(titleMissing && texts.missingInBoth('title')
      ? { title: t('pageForm.textLanguages.requiredInOne') }
      : {}),
    ...(datesOutOfOrder ? { end_date: t('campaigns.event.endBeforeStart') } : {}),
  };

  const setText = (field: Exclude<TextField, 'title' | 'description'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setImage = (field: ImageName) => (image: PickedImage | null) =>
    setImages((current) => ({ ...current, [field]: image }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = texts.missingInBoth('title');
    setTitleMissing(missing);
    if (missing || datesOutOfOrder) return;
    const body = pageFormData(
      {
        ...texts.sent(),
        addressLine1: values.addressLine1,
        start_date: localInputToIso(values.start_date),
        end_date: localInputToIso(values.end_date),
        nonprofits_id: nonprofitId,
        user_id: userId,
      },
      images,
    );
    create.mutate(body, { onSuccess: ({ event: created }) => onCreated(created.id) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={saving}>
      <Stack gap="lg">
        <TextLanguageSwitch value={texts.language} onChange={texts.setLanguage} disabled={saving} />
        <TextInput
          label={labels.title}
          required
          {...texts.text('title')}
          error={texts.errorOf(errors, 'title')}
          disabled={saving}
        />
        <RichTextField
          // One editor per language: switching shows the other language's text.
          key={texts.language}
          label={labels.description}
          {...texts.rich('description')}
          error={texts.errorOf(errors, 'description')}
          disabled={saving}
        />
        <TextInput
          label={labels.addressLine1}
          autoComplete="street-address"
          value={values.addressLine1}
          onChange={(event) => setText('addressLine1')(event.currentTarget.value)}
          error={errors.addressLine1}
          disabled={saving}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            withTime
            label={labels.start_date}
            value={values.start_date}
            onChange={setText('start_date')}
            error={errors.start_date}
            disabled={saving}
          />
          <DateField
            withTime
            label={labels.end_date}
            min={values.start_date || undefined}
            value={values.end_date}
            onChange={setText('end_date')}
            error={errors.end_date}
            disabled={saving}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageField
            shape="banner"
            label={labels.picture}
            value={images.picture}
            onChange={setImage('picture')}
            error={errors.picture}
            disabled={saving}
          />
          <ImageField
            shape="logo"
            label={labels.logo}
            value={images.logo}
            onChange={setImage('logo')}
            error={errors.logo}
            disabled={saving}
          />
        </SimpleGrid>
        <FormErrorSummary error={create.error} labels={labels} />
        <Group justify="flex-end">
          <Button type="submit" disabled={saving}>
            {saving ? t('campaigns.event.submitting') : t('campaigns.event.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
