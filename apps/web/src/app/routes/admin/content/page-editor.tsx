import {
  contentBlockTypes,
  type AdminContentPage,
  type ContentBlockType,
  type ContentPageSlug,
} from '@app/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowDown, IconArrowUp, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useDiscardContentDraft } from '@/features/admin/api/discard-content-draft';
import { useContentPage } from '@/features/admin/api/get-content-page';
import { usePublishContentDraft } from '@/features/admin/api/publish-content-draft';
import { useSaveContentDraft } from '@/features/admin/api/save-content-draft';
import { contentPagesQueryKey } from '@/features/content/api/get-page';
import { PageBlocks } from '@/features/content/components/blocks/page-blocks';
import { ApiError, firstFieldErrors } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { BlockFields } from './block-fields';
import {
  type EditorBlock,
  errorPlace,
  type Language,
  moved,
  newBlock,
  toDraftBlocks,
  toEditorBlocks,
  toPageBlocks,
} from './blocks-model';
import { UnsavedChangesGuard } from './unsaved-changes';

type Confirm = 'publish' | 'discard' | null;

/** The About or Contact page, block by block, in English and Dutch, with draft and publish. */
export function PageEditor({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const query = useContentPage(slug);
  if (query.isPending) return <PageLoader label={t('consoleContent.pages.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        message={t('consoleContent.pages.error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <Editor key={slug} slug={slug} page={query.data.data} />;
}

function Editor({ slug, page }: { slug: ContentPageSlug; page: AdminContentPage }) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const queryClient = useQueryClient();
  const [blocks, setBlocks] = useState<EditorBlock[]>(() =>
    toEditorBlocks(page.draft ?? page.blocks),
  );
  const [dirty, setDirty] = useState(false);
  // The texts start in the console's own language.
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [adding, setAdding] = useState<ContentBlockType>('hero');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [previewing, setPreviewing] = useState(false);
  const addId = useId();

  const save = useSaveContentDraft(slug);
  const publish = usePublishContentDraft(slug, () =>
    queryClient.invalidateQueries({ queryKey: [...contentPagesQueryKey, slug] }),
  );
  const discard = useDiscardContentDraft(slug);
  const failed = save.error ?? publish.error ?? discard.error;
  const errors = firstFieldErrors(save.error);

  // A new answer of the API (a save, or a change made in another tab) shows here, unless
  // typing is under way.
  const [shownPage, setShownPage] = useState(page);
  if (page !== shownPage) {
    setShownPage(page);
    if (!dirty) setBlocks(toEditorBlocks(page.draft ?? page.blocks));
  }

  const change = (next: EditorBlock[]) => {
    setBlocks(next);
    setDirty(true);
  };
  const replace = (index: number, block: EditorBlock) =>
    change(blocks.map((current, at) => (at === index ? block : current)));

  const typeLabel = (type: string) =>
    (contentBlockTypes as readonly string[]).includes(type)
      ? t(`consoleContent.types.${type}`)
      : type;
  const languageLabel = (lang: Language) => t(`consoleContent.languages.${lang}`);

  /** Names each 422 field as the editor shows it: "Block 2 (Hero), Dutch: heading". */
  const labels = Object.fromEntries(
    Object.keys(errors).flatMap((key) => {
      const place = errorPlace(key);
      const block = blocks[place?.block ?? Number(/^blocks\.(\d+)/.exec(key)?.[1])];
      if (!block) return [];
      const number = (place?.block ?? blocks.indexOf(block)) + 1;
      const where = t('consoleContent.pages.blockName', { number, type: typeLabel(block.type) });
      if (!place) return [[key, where]];
      const fieldLabel = t(`consoleContent.fields.${place.path.split('.').at(-1)!}`);
      return [[key, `${where}, ${languageLabel(place.language)}: ${fieldLabel}`]];
    }),
  );
  const otherLanguage: Language = language === 'en' ? 'nl' : 'en';
  const problemsElsewhere = (index: number) =>
    Object.keys(errors).some((key) => {
      const place = errorPlace(key);
      return place?.block === index && place.language === otherLanguage;
    });

  function saveDraft(then?: () => void) {
    save.mutate(
      { blocks: toDraftBlocks(blocks) },
      {
        onSuccess: () => {
          setDirty(false);
          if (then) then();
          else notifications.show({ color: 'teal', message: t('consoleContent.pages.saved') });
        },
        // The problems show under the fields, not behind the confirmation.
        onError: () => setConfirm(null),
      },
    );
  }

  function doPublish() {
    const run = () =>
      publish.mutate(undefined, {
        onSuccess: (result) => {
          setBlocks(toEditorBlocks(result.data.blocks));
          setConfirm(null);
          notifications.show({ color: 'teal', message: t('consoleContent.pages.published') });
        },
        onError: () => setConfirm(null),
      });
    // Unsaved changes are saved first: what is published is what the editor shows.
    if (dirty || !page.draft) saveDraft(run);
    else run();
  }

  function doDiscard() {
    discard.mutate(undefined, {
      onSuccess: (result) => {
        setBlocks(toEditorBlocks(result.data.blocks));
        setDirty(false);
        setConfirm(null);
        notifications.show({ color: 'teal', message: t('consoleContent.pages.discarded') });
      },
      onError: () => setConfirm(null),
    });
  }

  const busy = save.isPending || publish.isPending || discard.isPending;

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={dirty} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3}>{t(`consoleContent.pages.${slug}`)}</Title>
        <Group gap="xs">
          {page.draft ? (
            <Badge color="orange" variant="light">
              {page.draft_updated_at
                ? t('consoleContent.pages.draftFrom', {
                    date: formatLongDate(page.draft_updated_at, uiLanguage),
                  })
                : t('consoleContent.pages.draft')}
            </Badge>
          ) : (
            <Badge color={page.published ? 'teal' : 'gray'} variant="light">
              {page.published
                ? t('consoleContent.pages.isPublished')
                : t('consoleContent.pages.notPublished')}
            </Badge>
          )}
          {dirty ? (
            <Badge color="red" variant="light">
              {t('consoleContent.pages.unsaved')}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('consoleContent.pages.intro')}
      </Text>

      <Stack gap={4}>
        <Text fw={600} size="sm" id={`${addId}-language`}>
          {t('consoleContent.pages.languageLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${addId}-language`}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={(['en', 'nl'] as const).map((lang) => ({
            value: lang,
            label: languageLabel(lang),
          }))}
          w="fit-content"
        />
      </Stack>

      {blocks.length === 0 ? <EmptyState message={t('consoleContent.pages.empty')} /> : null}
      {blocks.map((block, index) => {
        const name = t('consoleContent.pages.blockName', {
          number: index + 1,
          type: typeLabel(block.type),
        });
        const blockError = errors[`blocks.${index}.type`] ?? errors[`blocks.${index}`];
        return (
          <Paper
            key={block.key}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label={name}
          >
            <Group justify="space-between" wrap="nowrap" mb="sm" align="flex-start">
              <Title order={4} size="h5">
                {name}
              </Title>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('consoleContent.pages.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => change(moved(blocks, index, index - 1))}
                >
                  <IconArrowUp size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('consoleContent.pages.moveDown', { name })}
                  disabled={index === blocks.length - 1}
                  onClick={() => change(moved(blocks, index, index + 1))}
                >
                  <IconArrowDown size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('consoleContent.pages.remove', { name })}
                  onClick={() => change(blocks.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
            {blockError ? (
              <Text c="red.8" size="sm" role="alert" mb="sm">
                {blockError}
              </Text>
            ) : null}
            {problemsElsewhere(index) ? (
              <Alert color="orange" variant="light" mb="sm">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {t('consoleContent.pages.problemsIn', {
                      language: languageLabel(otherLanguage),
                    })}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => setLanguage(otherLanguage)}>
                    {t('consoleContent.pages.showLanguage', {
                      language: languageLabel(otherLanguage),
                    })}
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <BlockFields
              block={block}
              index={index}
              language={language}
              errors={errors}
              onChange={(next) => replace(index, next)}
            />
          </Paper>
        );
      })}

      <Group align="end" gap="sm">
        <Select
          label={t('consoleContent.pages.addLabel')}
          data={contentBlockTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          value={adding}
          onChange={(value) => value && setAdding(value as ContentBlockType)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => change([...blocks, newBlock(adding)])}
        >
          {t('consoleContent.pages.add')}
        </Button>
      </Group>

      {failed && !(failed instanceof ApiError && failed.status === 422 && failed === save.error) ? (
        <FormErrorSummary error={failed} />
      ) : null}
      {save.error instanceof ApiError && save.error.status === 422 ? (
        <FormErrorSummary error={save.error} labels={labels} />
      ) : null}

      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden="true" />}
          onClick={() => setPreviewing(true)}
        >
          {t('consoleContent.pages.preview')}
        </Button>
        <Button
          onClick={() => saveDraft()}
          loading={save.isPending}
          disabled={busy && !save.isPending}
        >
          {t('consoleContent.pages.save')}
        </Button>
        <Button
          color="teal"
          onClick={() => setConfirm('publish')}
          disabled={busy || (!dirty && !page.draft)}
        >
          {t('consoleContent.pages.publish')}
        </Button>
        {page.draft ? (
          <Button
            variant="subtle"
            color="red.8"
            onClick={() => setConfirm('discard')}
            disabled={busy}
          >
            {t('consoleContent.pages.discard')}
          </Button>
        ) : null}
      </Group>

      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm === 'discard'
            ? t('consoleContent.pages.discardTitle')
            : t('consoleContent.pages.publishTitle')
        }
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text mb="lg">
          {confirm === 'discard'
            ? t('consoleContent.pages.discardText')
            : t('consoleContent.pages.publishText')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('common.cancel')}
          </Button>
          {confirm === 'discard' ? (
            <Button color="red" onClick={doDiscard} loading={discard.isPending}>
              {t('consoleContent.pages.discardConfirm')}
            </Button>
          ) : (
            <Button color="teal" onClick={doPublish} loading={save.isPending || publish.isPending}>
              {t('consoleContent.pages.publishConfirm')}
            </Button>
          )}
        </Group>
      </Modal>

      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        fullScreen
        title={t('consoleContent.pages.previewTitle', {
          page: t(`consoleContent.pages.${slug}`),
          language: languageLabel(language),
        })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {blocks.length === 0 ? (
          <EmptyState message={t('consoleContent.pages.empty')} />
        ) : (
          <div lang={language}>
            <PageBlocks blocks={toPageBlocks(blocks, language)} />
          </div>
        )}
      </Modal>
    </Stack>
  );
}
