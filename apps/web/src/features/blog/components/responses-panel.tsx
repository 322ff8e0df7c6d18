import { Button, Paper, Stack, Textarea, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * The responses beside a story. Responding does not exist yet, so the comment box is
 * shown switched off with a note that says so, rather than a box that silently loses text.
 */
export function ResponsesPanel() {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Paper component="aside" aria-labelledby={titleId} withBorder radius="lg" p="lg" bg="white">
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('blog.responses.title')}
        </Title>
        <Textarea
          label={t('blog.responses.label')}
          placeholder={t('blog.responses.placeholder')}
          minRows={3}
          autosize
          disabled
          description={t('blog.responses.unavailable')}
          inputWrapperOrder={['label', 'input', 'description']}
        />
        <Button disabled style={{ alignSelf: 'flex-end' }}>
          {t('blog.responses.submit')}
        </Button>
        <EmptyState
          icon={<IconMessageCircle size={26} />}
          title={t('blog.responses.empty')}
          message={t('blog.responses.emptyText')}
        />
      </Stack>
    </Paper>
  );
}
