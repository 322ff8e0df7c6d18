import type { PageDonationTotals } from '@app/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The money tiles, in the order a treasurer subtracts them: gross down to net. */
const TILES = [
  'gross',
  'refunded',
  'charged_back',
  'platform_fee',
  'payment_costs',
  'net_to_organisation',
] as const;

/** The rows counted apart, as the status filter names them. */
const APART = ['open', 'failed', 'canceled', 'expired'] as const;

/**
 * The totals over the owner's filter: the number of donations, then gross paid less refunded,
 * charged back, platform fee and payment costs, which is the net to the organisation (each the
 * sum of the rows' own figures, from the API). Unpaid rows, and test money on a live platform,
 * are named below, with how many and how much, and counted in none of the tiles. Payment costs
 * are an estimate (ADR 049), and say so.
 */
export function DonationTotals({ totals }: { totals: PageDonationTotals }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const euros = (amount: number) => formatEuros(amount, language);
  const apart = [
    ...APART.filter((status) => totals[status].count > 0).map((status) => ({
      label: t(`donations.owner.status.${status}`),
      ...totals[status],
    })),
    ...(totals.test.count > 0 ? [{ label: t('donations.owner.apart.test'), ...totals.test }] : []),
  ];
  return (
    <div>
      <SimpleGrid
        cols={{ base: 2, sm: 4, lg: 7 }}
        spacing="sm"
        role="group"
        aria-label={t('donations.owner.totals')}
      >
        {(
          [
            ['count', String(totals.count)],
            ...TILES.map((key) => [key, euros(totals[key])] as const),
          ] as const
        ).map(([key, value]) => (
          <Paper
            key={key}
            withBorder
            p="sm"
            radius="md"
            data-total={key}
            bg={key === 'net_to_organisation' ? 'var(--mantine-color-leaf-0)' : undefined}
          >
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t(`donations.owner.total.${key}`)}
            </Text>
            <Text fw={700}>{value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {totals.payment_costs > 0 ? (
        <Text size="xs" c="dimmed" mt="xs" data-total="costs-estimated">
          {t('donations.owner.costsEstimated')}
        </Text>
      ) : null}
      {apart.length > 0 ? (
        <Text size="sm" c="dimmed" mt="xs" data-total="apart">
          {t('donations.owner.apart.label')}:{' '}
          {apart
            .map((row) =>
              t('donations.owner.apart.item', {
                status: row.label,
                count: row.count,
                amount: euros(row.amount),
              }),
            )
            .join(' · ')}
        </Text>
      ) : null}
    </div>
  );
}
