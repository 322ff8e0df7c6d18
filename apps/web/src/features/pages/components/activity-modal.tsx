import type { PageType } from '@app/contract';
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useCommunity } from '../api/get-community';
import { CommunityItemRow } from './community-item-row';

interface ActivityModalProps {
  opened: boolean;
  onClose: () => void;
  type: PageType;
  id: number;
}

/** Latest activity: the campaigns and people around the page (GET /{type}/community/{id}). */
export function ActivityModal({ opened, onClose, type, id }: ActivityModalProps) {
  const { t } = useTranslation();
  const community = useCommunity(type, id, { enabled: opened });
  const items = community.data?.data ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('details.activity.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      radius="lg"
      centered
    >
      {community.isPending ? (
        <PageLoader label={t('details.activity.loading')} />
      ) : community.isError ? (
        <ErrorState
          message={t('details.activity.error')}
          onRetry={() => void community.refetch()}
          retrying={community.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState message={t('details.activity.empty')} />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <CommunityItemRow item={item} />
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
