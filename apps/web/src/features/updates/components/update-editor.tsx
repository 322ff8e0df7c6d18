import {
  UPDATE_LINK_MAX,
  UPDATE_PICTURE_ALT_MAX,
  UPDATE_TITLE_MAX,
  updateEventTypes,
  updateLocations,
  updateTopics,
  updateTypes,
  type PageUpdateBody,
  type UpdatePageType,
} from '@app/contract';
import {
  Accordion,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { RichTextField } from '@/components/forms/rich-text-field';
import { ImageField } from '@/components/image-picker/image-field';
import type { PickedImage } from '@/components/image-picker/image-picker-dialog';
import { TextLanguageSwitch } from '@/components/forms/text-language-switch';
import { usePageTexts } from '@/components/forms/use-page-texts';
import { firstFieldErrors } from '@/lib/api-client';
import { usePostPageUpdate } from '../api/post-page-update';

/** The texts of an update, each written in English and/or Dutch (the picture's too). */
const updateTexts = ['title', 'content', 'picture_alt'] as const;

interface Values {
  link_url: string;
  video_url: string;
  update_type: string;
  location: string;
  topic: string;
  event_type: string;
  event_id: string;
}

/** Most updates are news: chosen already, changed when it is a milestone or an event. */
const emptyValues: Values = {
  link_url: '',
  video_url: '',
  update_type: 'news',
  location: '',
  topic: '',
  event_type: '',
  event_id: '',
};

/** The choices a donor rarely needs, behind 'More details'. */
const detailFields = ['location', 'topic', 'event_type', 'event_id'] as const;
const DETAILS = 'details';

export interface UpdateEditorProps {
  pageType: UpdatePageType;
  pageId: number;
  /** The page's events, offered in the Event select when there are any. */
  events?: readonly { id: number; title: string }[];
}

/**
 * The TIMELINE editor. It leads with what a donor reads: title, rich-text content, a picture,
 * a link and a video, then the kind of update. The other choices (location, topic, event type
 * and, when the page has events, which event) are optional and wait under 'More details', which
 * opens by itself when the server finds a problem there. A posted update clears the editor; a
 * 422 shows under each field and in the summary.
 */
export function UpdateEditor({ pageType, pageId, events = [] }: UpdateEditorProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(emptyValues);
  const [picture, setPicture] = useState<PickedImage | null>(null);
  const [detailsOpen, setDetailsOpen] = useState<string | null>(null);
  // Title and content per language, the reader's own first; each is sent with its language.
  const texts = usePageTexts(updateTexts);
  const post = usePostPageUpdate();
  const fieldErrors = firstFieldErrors(post.error);
  const posting = post.isPending;

  const labels: Record<keyof Values | (typeof updateTexts)[number] | 'picture', string> = {
    title: t('pageUpdates.editor.title'),
    content: t('pageUpdates.editor.content'),
    picture: t('pageUpdates.editor.picture'),
    picture_alt: t('pageUpdates.editor.pictureAlt'),
    link_url: t('pageUpdates.editor.link'),
    video_url: t('pageUpdates.editor.video'),
    update_type: t('pageUpdates.editor.updateType'),
    location: t('pageUpdates.editor.location'),
    topic: t('pageUpdates.editor.topic'),
    event_type: t('pageUpdates.editor.eventType'),
    event_id: t('pageUpdates.editor.event'),
  };

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** A native select with a 'Choose...' first option, its choices labelled in the language. */
  const choices = (values: readonly string[], group: string) => [
    { value: '', label: t('pageUpdates.editor.choose') },
    ...values.map((value) => ({ value, label: t(`pageUpdates.${group}.${value}`) })),
  ];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty choices are left out: the server answers a missing update type with its 422 text,
    // hence the cast (the contract's input type requires one).
    const optional = (value: string) => value || undefined;
    // The picture's description goes with a picture only.
    const { picture_alt_en, picture_alt_nl, ...written } = texts.sent();
    const body = {
      page_type: pageType,
      page_id: pageId,
      ...written,
      ...(picture ? { picture_alt_en, picture_alt_nl } : {}),
      picture: picture?.file,
      link_url: optional(values.link_url.trim()),
      video_url: optional(values.video_url.trim()),
      update_type: optional(values.update_type),
      location: optional(values.location),
      topic: optional(values.topic),
      event_type: optional(values.event_type),
      event_id: values.event_id ? Number(values.event_id) : undefined,
    } as PageUpdateBody;
    post.mutate(body, {
      onError: (error) => {
        // A problem with a detail is shown where it is: the section opens.
        const errors = firstFieldErrors(error);
        if (detailFields.some((field) => errors[field])) setDetailsOpen(DETAILS);
      },
      onSuccess: () => {
        setValues(emptyValues);
        setPicture(null);
        setDetailsOpen(null);
        texts.reset();
        notifications.show({ color: 'leaf', message: t('pageUpdates.editor.posted') });
      },
    });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="white">
      <form onSubmit={handleSubmit} noValidate aria-busy={posting}>
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('pageUpdates.editor.heading')}
          </Title>
          <TextLanguageSwitch
            value={texts.language}
            onChange={texts.setLanguage}
            disabled={posting}
          />
          <TextInput
            label={labels.title}
            required
            maxLength={UPDATE_TITLE_MAX}
            {...texts.text('title')}
            error={texts.errorOf(fieldErrors, 'title')}
            disabled={posting}
          />
          <RichTextField
            // One editor per language: switching shows the other language's text.
            key={texts.language}
            label={labels.content}
            required
            {...texts.rich('content')}
            error={texts.errorOf(fieldErrors, 'content')}
            disabled={posting}
          />
          <ImageField
            label={labels.picture}
            description={t('pageUpdates.editor.pictureHint')}
            value={picture}
            onChange={setPicture}
            error={fieldErrors.picture}
            disabled={posting}
            shape="card"
          />
          {picture ? (
            // Described in the language shown, like the title and the text.
            <TextInput
              label={labels.picture_alt}
              description={t('pageUpdates.editor.pictureAltHint')}
              maxLength={UPDATE_PICTURE_ALT_MAX}
              {...texts.text('picture_alt')}
              error={texts.errorOf(fieldErrors, 'picture_alt')}
              disabled={posting}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="url"
              inputMode="url"
              label={labels.link_url}
              description={t('pageUpdates.editor.linkHint')}
              placeholder="https://"
              maxLength={UPDATE_LINK_MAX}
              value={values.link_url}
              onChange={(event) => set('link_url')(event.currentTarget.value)}
              error={fieldErrors.link_url}
              disabled={posting}
            />
            <TextInput
              type="url"
              inputMode="url"
              label={labels.video_url}
              description={t('pageUpdates.editor.videoHint')}
              placeholder="https://www.youtube.com/watch?v=..."
              maxLength={UPDATE_LINK_MAX}
              value={values.video_url}
              onChange={(event) => set('video_url')(event.currentTarget.value)}
              error={fieldErrors.video_url}
              disabled={posting}
            />
          </SimpleGrid>
          <NativeSelect
            label={labels.update_type}
            required
            // News is chosen already: no empty choice to fall back to.
            data={choices(updateTypes, 'types').slice(1)}
            value={values.update_type}
            onChange={(event) => set('update_type')(event.currentTarget.value)}
            error={fieldErrors.update_type}
            disabled={posting}
            maw={{ sm: 320 }}
          />
          <Accordion
            value={detailsOpen}
            onChange={setDetailsOpen}
            variant="contained"
            radius="md"
            chevronPosition="left"
          >
            <Accordion.Item value={DETAILS}>
              <Accordion.Control>{t('pageUpdates.editor.moreDetails')}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect
                    label={labels.location}
                    data={choices(updateLocations, 'locations')}
                    value={values.location}
                    onChange={(event) => set('location')(event.currentTarget.value)}
                    error={fieldErrors.location}
                    disabled={posting}
                  />
                  <NativeSelect
                    label={labels.topic}
                    data={choices(updateTopics, 'topics')}
                    value={values.topic}
                    onChange={(event) => set('topic')(event.currentTarget.value)}
                    error={fieldErrors.topic}
                    disabled={posting}
                  />
                  <NativeSelect
                    label={labels.event_type}
                    data={choices(updateEventTypes, 'eventTypes')}
                    value={values.event_type}
                    onChange={(event) => set('event_type')(event.currentTarget.value)}
                    error={fieldErrors.event_type}
                    disabled={posting}
                  />
                  {events.length > 0 ? (
                    <NativeSelect
                      label={labels.event_id}
                      data={[
                        { value: '', label: t('pageUpdates.editor.choose') },
                        ...events.map((item) => ({ value: String(item.id), label: item.title })),
                      ]}
                      value={values.event_id}
                      onChange={(event) => set('event_id')(event.currentTarget.value)}
                      error={fieldErrors.event_id}
                      disabled={posting}
                    />
                  ) : null}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <FormErrorSummary error={post.error} labels={labels} />
          <Group justify="flex-end">
            <Button type="submit" disabled={posting}>
              {posting ? t('pageUpdates.editor.submitting') : t('pageUpdates.editor.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
