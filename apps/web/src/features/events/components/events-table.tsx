import type { NonprofitEventItem } from '@app/contract';
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage } from '@/lib/i18n';
import { useDeleteEvent } from '../api/delete-event';
import { useNonprofitEvents } from '../api/get-nonprofit-events';
import { formatEventDate } from '../event-dates';

export interface EventsTableProps {
  nonprofitId: number;
  /** The owner may delete events. */
  canManage: boolean;
  /** After a delete, so the screen can refresh what else shows the event. */
  onDeleted?: (eventId: number) => void;
}

/**
 * A non-profit's events on its Campaign tab: title (to the public event page), dates and
 * address; the owner deletes one after confirming. A list that fails to load shows as empty
 * (spec 8) with a small reload button.
 */
export function EventsTable({ nonprofitId, canManage, onDeleted }: EventsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const query = useNonprofitEvents(nonprofitId);
  const remove = useDeleteEvent(nonprofitId);
  const [target, setTarget] = useState<NonprofitEventItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const events = query.data?.data ?? [];

  function dates(event: NonprofitEventItem): string {
    const start = formatEventDate(event.start_date, language);
    const end = formatEventDate(event.end_date, language);
    if (start && end) return `${start} – ${end}`;
    return start ?? end ?? t('campaigns.events.noDates');
  }

  function askToDelete(event: NonprofitEventItem) {
    remove.reset();
    setTarget(event);
    setConfirming(true);
  }

  function confirmDelete() {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'leaf', message: t('campaigns.events.deleted') });
        onDeleted?.(target.id);
      },
    });
  }

  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {t('campaigns.events.heading')}
      </Title>
      {query.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" color="ember" aria-hidden="true" />
          <Text c="dimmed">{t('campaigns.events.loading')}</Text>
        </Group>
      ) : events.length === 0 ? (
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">{t('campaigns.events.empty')}</Text>
          {query.isError ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t('campaigns.events.reload')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Table.ScrollContainer minWidth={canManage ? 680 : 560}>
          <Table aria-labelledby={headingId} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.events.columns.title')}</Table.Th>
                <Table.Th>{t('campaigns.events.columns.dates')}</Table.Th>
                <Table.Th>{t('campaigns.events.columns.address')}</Table.Th>
                {canManage ? <Table.Th>{t('campaigns.events.columns.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.eventDetails.href(event.id)} fw={600}>
                      {event.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{dates(event)}</Table.Td>
                  <Table.Td>{event.addressLine1 ?? '–'}</Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red.8"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        aria-label={t('campaigns.events.deleteLabel', { name: event.title })}
                        onClick={() => askToDelete(event)}
                      >
                        {t('campaigns.events.delete')}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        title={t('campaigns.events.confirmTitle')}
        message={t('campaigns.events.confirmText', { name: target?.title ?? '' })}
        confirmLabel={t('campaigns.events.confirm')}
        pendingLabel={t('campaigns.events.deleting')}
        pending={remove.isPending}
        error={remove.isError ? t('campaigns.events.deleteFailed') : null}
      />
    </Stack>
  );
}
