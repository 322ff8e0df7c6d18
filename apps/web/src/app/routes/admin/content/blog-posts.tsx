import type { AdminBlogPost, AdminBlogPostBody } from '@app/contract';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/forms/date-field';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { ImageField, pickedImageFromFile } from '@/components/image-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useDeleteBlogPost } from '@/features/admin/api/delete-blog-post';
import { useAdminBlogPosts } from '@/features/admin/api/get-admin-blog-posts';
import { useSaveBlogPost } from '@/features/admin/api/save-blog-post';
import { blogPostsQueryKey } from '@/features/blog/api/query-keys';
import { firstFieldErrors } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';

interface Values {
  name: string;
  name_nl: string;
  description: string;
  description_nl: string;
  picture: string;
  published: boolean;
  /** `YYYY-MM-DDTHH:mm` in the operator's time zone, or empty. */
  publish_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local field shows it (local time). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const valuesOf = (post: AdminBlogPost | null): Values => ({
  name: post?.name ?? '',
  name_nl: post?.name_nl ?? '',
  description: post?.description ?? '',
  description_nl: post?.description_nl ?? '',
  picture: post?.picture ?? '',
  published: post?.published ?? true,
  publish_at: localInput(post?.publish_at ?? null),
});

function bodyOf(values: Values): AdminBlogPostBody {
  return {
    name: values.name,
    name_nl: values.name_nl,
    description: values.description,
    description_nl: values.description_nl,
    picture: values.picture,
    published: values.published,
    publish_at: values.publish_at ? new Date(values.publish_at).toISOString() : null,
  };
}

/** Whether visitors see the post now, later (scheduled) or not at all. */
function useStatus() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (post: AdminBlogPost) => {
    if (!post.published) return <Badge color="gray">{t('consoleContent.blog.hidden')}</Badge>;
    if (post.publish_at && Date.parse(post.publish_at) > Date.now())
      return (
        <Badge color="orange">
          {t('consoleContent.blog.scheduled', {
            date: formatLongDate(post.publish_at, language),
          })}
        </Badge>
      );
    return <Badge color="teal">{t('consoleContent.blog.visible')}</Badge>;
  };
}

/** Writing a new post or changing one; the form stays open with what was typed on a refusal. */
function PostForm({ post, onClose }: { post: AdminBlogPost | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const [dirty, setDirty] = useState(false);
  const save = useSaveBlogPost(
    () => void queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  );
  const errors = firstFieldErrors(save.error);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const text = (key: 'name' | 'name_nl' | 'description' | 'description_nl') => ({
    label: t(`consoleContent.blog.fields.${key}`),
    value: values[key],
    error: errors[key],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: post?.id ?? null, body: bodyOf(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('consoleContent.blog.saved') });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={post ? t('consoleContent.blog.editTitle') : t('consoleContent.blog.newTitle')}
      closeOnClickOutside={false}
      closeOnEscape={!dirty}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('name')} maxLength={200} />
            <TextInput {...text('name_nl')} maxLength={200} />
          </SimpleGrid>
          <Textarea {...text('description')} autosize minRows={5} maxRows={14} />
          <Textarea {...text('description_nl')} autosize minRows={5} maxRows={14} />
          <ImageField
            shape="banner"
            label={t('consoleContent.blog.fields.picture')}
            value={pickedImageFromFile(values.picture || null)}
            onChange={(picked) => set('picture', picked?.file ?? '')}
            error={errors.picture}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              withTime
              label={t('consoleContent.blog.fields.publish_at')}
              description={t('consoleContent.blog.publishAtHint')}
              value={values.publish_at}
              error={errors.publish_at}
              onChange={(publishAt) => set('publish_at', publishAt)}
            />
            <Checkbox
              mt={{ base: 0, sm: 32 }}
              label={t('consoleContent.blog.fields.published')}
              checked={values.published}
              onChange={(event) => set('published', event.currentTarget.checked)}
            />
          </SimpleGrid>
          <FormErrorSummary
            error={save.error}
            labels={Object.fromEntries(
              Object.keys(errors).map((key) => [key, t(`consoleContent.blog.fields.${key}`)]),
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('consoleContent.blog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ post, onClose }: { post: AdminBlogPost; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteBlogPost(
    () => void queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('consoleContent.blog.deleteTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('consoleContent.blog.deleteText', { name: post.name })}</Text>
        <FormErrorSummary error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(post.id, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('consoleContent.blog.deleted') });
                  onClose();
                },
              })
            }
          >
            {t('consoleContent.blog.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Blog posts: every post with whether visitors see it, a form to write or change one, delete. */
export function BlogPosts() {
  const { t } = useTranslation();
  const language = useLanguage();
  const posts = useAdminBlogPosts();
  const status = useStatus();
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const list = posts.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('consoleContent.blog.title')}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing('new')}
        >
          {t('consoleContent.blog.new')}
        </Button>
      </Group>
      {posts.isPending ? (
        <PageLoader label={t('consoleContent.blog.loading')} />
      ) : posts.isError ? (
        <ErrorState message={t('consoleContent.blog.error')} onRetry={() => void posts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('consoleContent.blog.empty')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('consoleContent.blog.fields.name')}</Table.Th>
                  <Table.Th>{t('consoleContent.blog.status')}</Table.Th>
                  <Table.Th>{t('consoleContent.blog.date')}</Table.Th>
                  <Table.Th>{t('consoleContent.blog.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((post) => (
                  <Table.Tr key={post.id}>
                    <Table.Td>
                      <Text fw={600}>{post.name}</Text>
                      <Text size="sm" c="dimmed" lang="nl">
                        {post.name_nl ?? '–'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{status(post)}</Table.Td>
                    <Table.Td>
                      {formatLongDate(post.publish_at ?? post.created_at, language)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(post)}
                          aria-label={t('consoleContent.blog.editNamed', { name: post.name })}
                        >
                          {t('consoleContent.blog.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red.8"
                          onClick={() => setDeleting(post)}
                          aria-label={t('consoleContent.blog.deleteNamed', { name: post.name })}
                        >
                          {t('consoleContent.blog.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {editing ? (
        <PostForm post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? <DeleteDialog post={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
