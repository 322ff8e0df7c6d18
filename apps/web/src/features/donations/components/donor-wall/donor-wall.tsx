import type { DonationTargetType, DonorWallEntry, DonorWallOrder } from '@app/contract';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff, IconFlag, IconHeart } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useDonorWall } from '../../api/donor-wall';
import { useHideDonorMessage } from '../../api/hide-donor-message';

export interface DonorWallProps {
  type: DonationTargetType;
  id: number;
  /** The page's owner sees 'Hide message' on each message. */
  canHide?: boolean;
  /** 'Report message' on each message: the caller opens the report dialog. */
  onReport?: (entry: DonorWallEntry & { message: string }) => void;
}

function Entry({
  entry,
  canHide,
  onHide,
  hiding,
  onReport,
}: {
  entry: DonorWallEntry;
  canHide: boolean;
  onHide: () => void;
  hiding: boolean;
  onReport?: DonorWallProps['onReport'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = entry.name ?? t('donorWall.anonymous');
  const { message } = entry;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text fw={700} c="leaf.8" style={{ whiteSpace: 'nowrap' }}>
            {formatEuros(entry.amount, language)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(entry.paid_at, language)}
        </Text>
        {message ? (
          <>
            <Text
              component="blockquote"
              m={0}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              aria-label={t('donorWall.messageBy', { name })}
            >
              {message}
            </Text>
            <Group gap="xs">
              {onReport ? (
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-xs"
                  leftSection={<IconFlag size={14} aria-hidden="true" />}
                  onClick={() => onReport({ ...entry, message })}
                  aria-haspopup="dialog"
                >
                  {t('donorWall.report')}
                </Button>
              ) : null}
              {canHide ? (
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-xs"
                  leftSection={<IconEyeOff size={14} aria-hidden="true" />}
                  onClick={onHide}
                  loading={hiding}
                >
                  {t('donorWall.hide')}
                </Button>
              ) : null}
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The donor wall: the gifts the page's raised amount counts, newest or largest first, each with
 * its amount and date, and the donor's name and message where the donor chose to show them
 * ('Anonymous' for the rest). Ten at a time with 'Show more'.
 */
export function DonorWall({ type, id, canHide = false, onReport }: DonorWallProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [order, setOrder] = useState<DonorWallOrder>('newest');
  const wall = useDonorWall(type, id, order);
  const hide = useHideDonorMessage(type, id);
  const entries = wall.data?.pages.flatMap((page) => page.data) ?? [];

  function hideMessage(donationId: number) {
    hide.mutate(donationId, {
      onSuccess: () => notifications.show({ color: 'leaf', message: t('donorWall.hidden') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorMessage(error, t('donorWall.hideFailed')),
        }),
    });
  }

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('donorWall.heading')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('donorWall.order.label')}
          value={order}
          onChange={(value) => setOrder(value as DonorWallOrder)}
          data={[
            { value: 'newest', label: t('donorWall.order.newest') },
            { value: 'largest', label: t('donorWall.order.largest') },
          ]}
        />
      </Group>
      {wall.isPending ? (
        <Text c="dimmed" role="status">
          {t('donorWall.loading')}
        </Text>
      ) : wall.isError && entries.length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {t('donorWall.error')}
        </Alert>
      ) : entries.length === 0 ? (
        <EmptyState icon={<IconHeart size={28} />} message={t('donorWall.empty')} />
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={headingId}
          >
            {entries.map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                canHide={canHide}
                onHide={() => hideMessage(entry.id)}
                hiding={hide.isPending && hide.variables === entry.id}
                onReport={onReport}
              />
            ))}
          </Stack>
          {wall.hasNextPage ? (
            <Button
              variant="light"
              onClick={() => void wall.fetchNextPage()}
              loading={wall.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('donorWall.more')}
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** 'N donors', beside the raised amount: the same answer as the wall's first page. */
export function DonorCount({ type, id }: { type: DonationTargetType; id: number }) {
  const { t } = useTranslation();
  const wall = useDonorWall(type, id, 'newest');
  const count = wall.data?.pages[0]?.donors_count;
  if (count === undefined) return null;
  return <Text fw={600}>{t('donorWall.donors', { count })}</Text>;
}
