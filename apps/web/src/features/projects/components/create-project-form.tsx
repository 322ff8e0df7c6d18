import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { pageFormData } from '@/components/forms/page-form-data';
import { RichTextField } from '@/components/forms/rich-text-field';
import { ImageField, type PickedImage } from '@/components/image-picker';
import { firstFieldErrors } from '@/lib/api-client';
import { useCreateProject } from '../api/create-project';

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
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
  const nameError = nameMissing ? t('pageForm.required') : serverErrors.name;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = !name.trim();
    setNameMissing(missing);
    if (missing) return;
    const body = pageFormData(
      { name, description, nonprofits_id: nonprofitId, user_id: userId },
      { picture },
    );
    create.mutate(body, { onSuccess: ({ project }) => onCreated(project.id) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={saving}>
      <Stack gap="lg">
        <TextInput
          label={labels.name}
          required
          value={name}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setName(value);
            if (value.trim()) setNameMissing(false);
          }}
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
          label={labels.description}
          value={description}
          onChange={setDescription}
          error={serverErrors.description}
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
