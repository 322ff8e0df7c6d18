import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { pageFormData } from '@/components/forms/page-form-data';
import { RichTextField } from '@/components/forms/rich-text-field';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { usePageTexts } from '@/components/forms/use-page-texts';
import { ImageField, type PickedImage } from '@/components/image-picker';
import { firstFieldErrors } from '@/lib/api-client';
import { useCreateProject } from '../api/create-project';

/** The texts written in English and/or Dutch, the reader's language first. */
const projectTexts = ['name', 'description'] as const;

export interface CreateProjectFormProps {
  /** The non-profit the project belongs to (from the profile's campaign chooser). */
  nonprofitId: number;
  /** Sent as user_id; the API takes the owner from the session. */
  userId: number | undefined;
  onCreated: (projectId: number) => void;
}

/**
 * Create Project: title (sent as name, required), background image with preview and
 * remove, short description; multipart to POST /project. A 422 shows under each field and as a
 * combined block ('Please fix the following errors:'). What the user typed stays after a failure.
 */
export function CreateProjectForm({ nonprofitId, userId, onCreated }: CreateProjectFormProps) {
  const { t } = useTranslation();
  const create = useCreateProject(nonprofitId);
  const texts = usePageTexts(projectTexts, undefined, ['description']);
  const [picture, setPicture] = useState<PickedImage | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const saving = create.isPending;
  const serverErrors = firstFieldErrors(create.error);

  const labels = {
    name: t('campaigns.project.fields.name'),
    picture: t('campaigns.project.fields.picture'),
    description: t('campaigns.project.fields.description'),
    nonprofits_id: t('campaigns.nonprofitField'),
  };
  // Shown until a name is written in either language.
  const nameError =
    nameMissing && texts.missingInBoth('name')
      ? t('pageForm.textLanguages.requiredInOne')
      : texts.errorOf(serverErrors, 'name');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = texts.missingInBoth('name');
    setNameMissing(missing);
    if (missing) return;
    const body = pageFormData(
      { ...texts.sent(), nonprofits_id: nonprofitId, user_id: userId },
      { picture },
    );
    create.mutate(body, { onSuccess: ({ project }) => onCreated(project.id) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={saving}>
      <Stack gap="lg">
        <TextLanguageSwitch value={texts.language} onChange={texts.setLanguage} disabled={saving} />
        <TextInput
          label={labels.name}
          required
          {...texts.text('name')}
          error={nameError}
          disabled={saving}
        />
        <ImageField
          shape="banner"
          label={labels.picture}
          value={picture}
          onChange={setPicture}
          error={serverErrors.picture ?? serverErrors.image}
          disabled={saving}
        />
        <RichTextField
          // One editor per language: switching shows the other language's text.
          key={texts.language}
          label={labels.description}
          {...texts.rich('description')}
          error={texts.errorOf(serverErrors, 'description')}
          disabled={saving}
        />
        <FormErrorSummary error={create.error} labels={{ ...labels, image: labels.picture }} />
        <Group justify="flex-end">
          <Button type="submit" disabled={saving}>
            {saving ? t('campaigns.project.submitting') : t('campaigns.project.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
