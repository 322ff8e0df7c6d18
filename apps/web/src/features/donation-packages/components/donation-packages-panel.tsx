import type { DonationPackage } from '@app/contract';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconGift, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDeleteDonationPackage } from '../api/delete-donation-package';
import { useNonprofitDonationPackages } from '../api/get-nonprofit-donation-packages';
import { DonationPackageDialog } from './donation-package-dialog';

interface DonationPackagesPanelProps {
  nonprofitId: number;
  /** The owner adds, edits and deletes packages. */
  canManage: boolean;
}

/** Which dialog is open; the package stays set while a dialog fades out, so its text holds. */
interface Target {
  opened: boolean;
  donationPackage: DonationPackage | null;
}

const closed: Target = { opened: false, donationPackage: null };

/**
 * The Donation Packages tab of a non-profit profile: the suggested amounts donors can pick,
 * with 'Error loading donations' and Retry when they cannot be read.
 */
export function DonationPackagesPanel({ nonprofitId, canManage }: DonationPackagesPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useNonprofitDonationPackages(nonprofitId);
  const [editing, setEditing] = useState<Target>(closed);
  const [deleting, setDeleting] = useState<Target>(closed);
  const remove = useDeleteDonationPackage();

  const addButton = canManage ? (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing({ opened: true, donationPackage: null })}
    >
      {t('donationPackages.add')}
    </Button>
  ) : null;

  let content;
  if (query.isPending) {
    content = <PageLoader label={t('donationPackages.loading')} />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={t('donationPackages.errors.load')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.data.length === 0) {
    content = (
      <EmptyState
        icon={<IconGift size={28} />}
        title={t('donationPackages.emptyTitle')}
        message={canManage ? t('donationPackages.emptyOwner') : t('donationPackages.empty')}
      />
    );
  } else {
    content = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.data.map((item) => (
          <Paper key={item.id} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text fz="lg" fw={700} c="ember.8">
                  {formatEuros(item.amount, language)}
                </Text>
              </Stack>
              {canManage ? (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('donationPackages.edit')}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('donationPackages.editNamed', { title: item.title })}
                      onClick={() => setEditing({ opened: true, donationPackage: item })}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('donationPackages.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      size="lg"
                      aria-label={t('donationPackages.deleteNamed', { title: item.title })}
                      onClick={() => {
                        remove.reset();
                        setDeleting({ opened: true, donationPackage: item });
                      }}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ) : null}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('donationPackages.title')}
        </Title>
        {addButton}
      </Group>
      {content}

      {canManage ? (
        <>
          <DonationPackageDialog
            opened={editing.opened}
            onClose={() => setEditing((current) => ({ ...current, opened: false }))}
            nonprofitId={nonprofitId}
            donationPackage={editing.donationPackage}
          />
          <ConfirmDialog
            opened={deleting.opened}
            onClose={() => setDeleting((current) => ({ ...current, opened: false }))}
            onConfirm={() => {
              if (!deleting.donationPackage) return;
              remove.mutate(deleting.donationPackage.id, {
                onSuccess: () => {
                  setDeleting((current) => ({ ...current, opened: false }));
                  notifications.show({ color: 'leaf', message: t('donationPackages.deleted') });
                },
              });
            }}
            title={t('donationPackages.confirmTitle')}
            message={t('donationPackages.confirmText', {
              title: deleting.donationPackage?.title ?? '',
            })}
            confirmLabel={t('donationPackages.confirm')}
            pendingLabel={t('donationPackages.deleting')}
            pending={remove.isPending}
            error={
              remove.isError
                ? errorMessage(remove.error, t('donationPackages.errors.delete'))
                : null
            }
          />
        </>
      ) : null}
    </Stack>
  );
}
