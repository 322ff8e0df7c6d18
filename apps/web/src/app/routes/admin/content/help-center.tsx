import type { AdminHelpArticle, AdminHelpCategory, AdminHelpSection } from '@app/contract';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useDeleteHelpItem } from '@/features/admin/api/delete-help-item';
import { useAdminHelp } from '@/features/admin/api/get-admin-help';
import { type HelpKind, useSaveHelpItem } from '@/features/admin/api/save-help-item';
import { helpQueryKey } from '@/features/help/api/query-keys';
import { firstFieldErrors } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';

type Row = AdminHelpCategory | AdminHelpSection | AdminHelpArticle;

/** What a form edits: a new row in its parent, or an existing one. */
interface Editing {
  kind: HelpKind;
  row: Row | null;
  /** The category of a new section, the section of a new article. */
  parentId?: number;
}

type TextKey = 'title' | 'title_nl' | 'slug' | 'content' | 'content_nl';

const textsOf = (row: Row | null): Record<TextKey, string> => ({
  title: row?.title ?? '',
  title_nl: row?.title_nl ?? '',
  slug: row && 'slug' in row ? row.slug : '',
  content: row && 'content' in row ? row.content : '',
  content_nl: row && 'content_nl' in row ? (row.content_nl ?? '') : '',
});

function HelpForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { kind, row } = editing;
  const [values, setValues] = useState(() => textsOf(row));
  const [position, setPosition] = useState<number | ''>(row ? row.position : '');
  const [dirty, setDirty] = useState(false);
  const save = useSaveHelpItem(
    () => void queryClient.invalidateQueries({ queryKey: helpQueryKey }),
  );
  const errors = firstFieldErrors(save.error);
  const field = (key: TextKey) => ({
    label: t(`consoleContent.help.fields.${key}`),
    value: values[key],
    error: errors[key],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      setDirty(true);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parent =
      kind === 'section'
        ? { category_id: row ? (row as AdminHelpSection).category_id : editing.parentId! }
        : kind === 'article'
          ? { section_id: row ? (row as AdminHelpArticle).section_id : editing.parentId! }
          : {};
    const texts = kind === 'article' ? values : { title: values.title, title_nl: values.title_nl };
    save.mutate(
      {
        kind,
        id: row?.id ?? null,
        body: { ...texts, ...parent, ...(position === '' ? {} : { position }) } as never,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('consoleContent.help.saved') });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size={kind === 'article' ? 'xl' : 'md'}
      title={t(`consoleContent.help.${row ? 'edit' : 'new'}.${kind}`)}
      closeOnClickOutside={false}
      closeOnEscape={!dirty}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('title')} maxLength={200} />
            <TextInput {...field('title_nl')} maxLength={200} />
          </SimpleGrid>
          {kind === 'article' ? (
            <>
              <TextInput
                {...field('slug')}
                description={t('consoleContent.help.slugHint')}
                maxLength={100}
              />
              <Textarea {...field('content')} autosize minRows={5} maxRows={14} />
              <Textarea {...field('content_nl')} autosize minRows={5} maxRows={14} />
            </>
          ) : null}
          <NumberInput
            label={t('consoleContent.help.fields.position')}
            description={t('consoleContent.help.positionHint')}
            value={position}
            onChange={(value) => {
              setPosition(typeof value === 'number' ? value : '');
              setDirty(true);
            }}
            error={errors.position}
            min={0}
            max={10_000}
            allowDecimal={false}
            w={{ base: '100%', xs: 200 }}
          />
          <FormErrorSummary
            error={save.error}
            labels={Object.fromEntries(
              Object.keys(errors).map((key) => [key, t(`consoleContent.help.fields.${key}`)]),
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('consoleContent.help.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ kind, row, onClose }: { kind: HelpKind; row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteHelpItem(
    () => void queryClient.invalidateQueries({ queryKey: helpQueryKey }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t(`consoleContent.help.deleteTitle.${kind}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t(`consoleContent.help.deleteText.${kind}`, { title: row.title })}</Text>
        <FormErrorSummary error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { kind, id: row.id },
                {
                  onSuccess: () => {
                    notifications.show({
                      color: 'teal',
                      message: t('consoleContent.help.deleted'),
                    });
                    onClose();
                  },
                },
              )
            }
          >
            {t('consoleContent.help.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A row's title in both languages, with Edit and Delete named after it. */
function RowLine({
  row,
  order,
  onEdit,
  onDelete,
}: {
  row: Row;
  order: 4 | 5 | 6;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <div style={{ minWidth: 0 }}>
        <Title order={order} size={order === 4 ? 'h5' : 'h6'} style={{ overflowWrap: 'anywhere' }}>
          {row.title}
        </Title>
        <Text size="sm" c="dimmed" lang="nl" style={{ overflowWrap: 'anywhere' }}>
          {row.title_nl ?? '–'}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          onClick={onEdit}
          aria-label={t('consoleContent.help.editNamed', { title: row.title })}
        >
          {t('consoleContent.help.editButton')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red.8"
          onClick={onDelete}
          aria-label={t('consoleContent.help.deleteNamed', { title: row.title })}
        >
          {t('consoleContent.help.delete')}
        </Button>
      </Group>
    </Group>
  );
}

/** The help center: categories, their sections and articles, each made, changed or deleted. */
export function HelpCenter() {
  const { t } = useTranslation();
  const help = useAdminHelp();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: HelpKind; row: Row } | null>(null);
  const categories = help.data?.data ?? [];
  const add = (kind: HelpKind, parentId?: number, label?: string) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden="true" />}
      onClick={() => setEditing({ kind, row: null, parentId })}
      aria-label={label}
    >
      {t(`consoleContent.help.add.${kind}`)}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('consoleContent.help.title')}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ kind: 'category', row: null })}
        >
          {t('consoleContent.help.add.category')}
        </Button>
      </Group>
      {help.isPending ? (
        <PageLoader label={t('consoleContent.help.loading')} />
      ) : help.isError ? (
        <ErrorState message={t('consoleContent.help.error')} onRetry={() => void help.refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState message={t('consoleContent.help.empty')} />
      ) : (
        categories.map((category) => (
          <Paper key={category.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <RowLine
                row={category}
                order={4}
                onEdit={() => setEditing({ kind: 'category', row: category })}
                onDelete={() => setDeleting({ kind: 'category', row: category })}
              />
              {category.sections.map((section) => (
                <Paper key={section.id} withBorder radius="sm" p="sm" ml={{ base: 0, sm: 'md' }}>
                  <Stack gap="xs">
                    <RowLine
                      row={section}
                      order={5}
                      onEdit={() => setEditing({ kind: 'section', row: section })}
                      onDelete={() => setDeleting({ kind: 'section', row: section })}
                    />
                    {section.articles.map((article) => (
                      <Paper
                        key={article.id}
                        bg="gray.0"
                        radius="sm"
                        p="xs"
                        ml={{ base: 0, sm: 'md' }}
                      >
                        <RowLine
                          row={article}
                          order={6}
                          onEdit={() => setEditing({ kind: 'article', row: article })}
                          onDelete={() => setDeleting({ kind: 'article', row: article })}
                        />
                      </Paper>
                    ))}
                    <div>
                      {add(
                        'article',
                        section.id,
                        t('consoleContent.help.addIn.article', { title: section.title }),
                      )}
                    </div>
                  </Stack>
                </Paper>
              ))}
              <div>
                {add(
                  'section',
                  category.id,
                  t('consoleContent.help.addIn.section', { title: category.title }),
                )}
              </div>
            </Stack>
          </Paper>
        ))
      )}
      {editing ? <HelpForm editing={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteDialog kind={deleting.kind} row={deleting.row} onClose={() => setDeleting(null)} />
      ) : null}
    </Stack>
  );
}
