import type { PageType } from '@app/contract';
import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useContentBlocks } from '../api/get-content-blocks';
import { ContentBlockView } from './content-block-view';

interface ContentModalProps {
  opened: boolean;
  onClose: () => void;
  type: PageType;
  id: number;
  name: string;
  /** The short description at the top. */
  description: string | null;
}

/**
 * 'About {name}': the short description, then the page's content blocks in index order. They
 * are read when the modal opens: 'Loading...' meanwhile, 'Error loading content' with Retry.
 */
export function ContentModal({ opened, onClose, type, id, name, description }: ContentModalProps) {
  const { t } = useTranslation();
  const blocks = useContentBlocks(type, id, { enabled: opened });
  const ordered = [...(blocks.data?.data ?? [])].sort((a, b) => a.index - b.index);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('details.content.title', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      radius="lg"
      centered
    >
      <Stack gap="lg">
        <Text>{description?.trim() || t('details.noDescription')}</Text>
        <Divider />
        {blocks.isPending ? (
          <PageLoader label={t('details.content.loading')} />
        ) : blocks.isError ? (
          <ErrorState
            message={t('details.content.error')}
            onRetry={() => void blocks.refetch()}
            retrying={blocks.isFetching}
          />
        ) : ordered.length === 0 ? (
          <EmptyState message={t('details.content.empty')} />
        ) : (
          ordered.map((block) => <ContentBlockView key={block.id} block={block} pageName={name} />)
        )}
      </Stack>
    </Modal>
  );
}
