import type { DonationActivity } from '@app/contract';
import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  nowrap,
  OrderAmount,
  OrderDate,
  OrderReference,
  OrderStatus,
  OrderTarget,
  ReceiptLink,
} from './order-parts';

interface OrdersListProps {
  donations: readonly DonationActivity[];
  /** A donation to move focus to once it is rendered (the first one 'Load more' brought). */
  focusId?: number;
}

/**
 * The donor's donations: a table from tablet width on, a card per donation on a phone. Both are
 * rendered and CSS shows one (no layout jump while the screen width is measured).
 */
export function OrdersList({ donations, focusId }: OrdersListProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusId === undefined) return;
    // The row or the card, whichever the screen's width shows (the first where none is laid out).
    const rendered = [
      ...(ref.current?.querySelectorAll<HTMLElement>(`[data-order-id="${focusId}"]`) ?? []),
    ];
    (rendered.find((element) => element.getClientRects().length > 0) ?? rendered[0])?.focus();
  }, [focusId]);
  return (
    <div ref={ref}>
      <Box visibleFrom="md">
        <OrdersTable donations={donations} />
      </Box>
      <Box hiddenFrom="md">
        <OrderCards donations={donations} />
      </Box>
    </div>
  );
}

function OrdersTable({ donations }: OrdersListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        aria-label={t('orders.list.label')}
        striped
        highlightOnHover
        verticalSpacing="sm"
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ minWidth: 200 }}>{t('orders.list.page')}</Table.Th>
            <Table.Th>{t('orders.list.date')}</Table.Th>
            <Table.Th>{t('orders.list.amount')}</Table.Th>
            <Table.Th>{t('orders.list.status')}</Table.Th>
            <Table.Th>{t('orders.list.receipt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation.id} data-order-id={donation.id} tabIndex={-1}>
              <Table.Td>
                <Stack gap={2}>
                  <OrderTarget donation={donation} />
                  <OrderReference donation={donation} />
                </Stack>
              </Table.Td>
              <Table.Td style={nowrap}>
                <OrderDate donation={donation} />
              </Table.Td>
              <Table.Td>
                <OrderAmount donation={donation} />
              </Table.Td>
              <Table.Td>
                <OrderStatus donation={donation} />
              </Table.Td>
              <Table.Td style={nowrap}>
                <ReceiptLink donation={donation} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ donations }: OrdersListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('orders.list.label')}
    >
      {donations.map((donation) => (
        <li key={donation.id} data-order-id={donation.id} tabIndex={-1}>
          <Paper withBorder radius="md" p="md" component="article">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Box style={{ minWidth: 0 }}>
                  <OrderTarget donation={donation} />
                </Box>
                <OrderStatus donation={donation} />
              </Group>
              <OrderAmount donation={donation} />
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  <OrderDate donation={donation} />
                </Text>
                <OrderReference donation={donation} />
              </Stack>
              <ReceiptLink donation={donation} />
            </Stack>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
