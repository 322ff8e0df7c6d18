import type { OverviewPeriod, StuckPayment } from '@app/contract';
import {
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useOverview } from '@/features/admin/api/get-overview';
import { formatCount, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { consoleSections } from './console-sections';

const PERIODS = ['today', 'week', 'month'] as const;

/** One figure of a period: its name and its value, side by side (a row of the list). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
      <Text size="sm" component="dt">
        {label}
      </Text>
      <Text fw={700} size="lg" component="dd" m={0} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function PeriodCard({ period, figures }: { period: string; figures: OverviewPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`period-${period}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`period-${period}`}>
          {t(`consoleOverview.periods.${period}`)}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          <Figure
            label={t('consoleOverview.donations')}
            value={formatCount(figures.donations, language)}
          />
          <Figure
            label={t('consoleOverview.amount')}
            value={formatEuros(figures.amount, language)}
          />
          <Figure label={t('consoleOverview.pages')} value={formatCount(figures.pages, language)} />
          <Figure label={t('consoleOverview.users')} value={formatCount(figures.users, language)} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** 90 -> '1 hour', 3000 -> '2 days': how long a payment has been open, roughly. */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes < 120
      ? t('consoleOverview.minutes', { count: minutes })
      : minutes < 48 * 60
        ? t('consoleOverview.hours', { count: Math.floor(minutes / 60) })
        : t('consoleOverview.days', { count: Math.floor(minutes / (24 * 60)) });
}

function StuckPayments({ count, oldest }: { count: number; oldest: StuckPayment[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const duration = useDuration();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stuck-payments">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={4} id="stuck-payments">
            {t('consoleOverview.stuck')}
          </Title>
          <Text fw={700} size="xl" c={count > 0 ? 'red.8' : undefined}>
            {formatCount(count, language)}
          </Text>
        </Group>
        {oldest.length === 0 ? (
          <Text c="dimmed">{t('consoleOverview.stuckNone')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs">
                <Table.Caption>{t('consoleOverview.stuckOldest')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('consoleOverview.reference')}</Table.Th>
                    <Table.Th>{t('consoleOverview.kind')}</Table.Th>
                    <Table.Th ta="right">{t('consoleOverview.amount')}</Table.Th>
                    <Table.Th>{t('consoleOverview.openFor')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {oldest.map((payment) => (
                    <Table.Tr key={`${payment.kind}-${payment.reference}`}>
                      <Table.Td>
                        <Code style={{ wordBreak: 'break-all' }}>{payment.reference}</Code>
                      </Table.Td>
                      <Table.Td>{t(`consoleOverview.kinds.${payment.kind}`)}</Table.Td>
                      <Table.Td ta="right">{formatEuros(payment.amount, language)}</Table.Td>
                      <Table.Td>{duration(payment.minutes_open)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Anchor component={Link} to={paths.admin.href('donations')}>
              {t('consoleOverview.stuckLink')}
            </Anchor>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The console's start: paid donations, what they raised, new pages and accounts today,
 * this week and this month; open contact messages and payments stuck open; the other sections.
 */
export function OverviewSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const overview = useOverview();
  const data = overview.data?.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>{t('console.sections.overview')}</Title>
        {data ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void overview.refetch()}
            loading={overview.isFetching}
          >
            {t('consoleOverview.refresh')}
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t('consoleOverview.intro')}</Text>
      {overview.isPending ? (
        <PageLoader />
      ) : overview.isError ? (
        <ErrorState message={t('consoleOverview.error')} onRetry={() => void overview.refetch()} />
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {PERIODS.map((period) => (
              <PeriodCard key={period} period={period} figures={data[period]} />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('consoleOverview.amountHint')}{' '}
            {t('consoleOverview.updated', {
              time: new Date(data.generated_at).toLocaleTimeString(language, {
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </Text>
          <Title order={3}>{t('consoleOverview.attention')}</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby="open-messages"
            >
              <Stack gap="sm">
                <Group justify="space-between" align="baseline">
                  <Title order={4} id="open-messages">
                    {t('consoleOverview.openMessages')}
                  </Title>
                  <Text fw={700} size="xl">
                    {formatCount(data.open_messages, language)}
                  </Text>
                </Group>
                <Anchor component={Link} to={paths.admin.href('messages')}>
                  {t('consoleOverview.openMessagesLink')}
                </Anchor>
              </Stack>
            </Paper>
            <StuckPayments {...data.stuck_payments} />
          </SimpleGrid>
        </>
      ) : null}
      <Stack component="nav" aria-labelledby="overview-sections" gap="xs">
        <Title order={3} id="overview-sections">
          {t('consoleOverview.sections')}
        </Title>
        <Group gap="xs">
          {consoleSections
            .filter(({ key }) => key !== 'overview')
            .map(({ key }) => (
              <Button key={key} component={Link} to={paths.admin.href(key)} variant="light">
                {t(`console.sections.${key}`)}
              </Button>
            ))}
        </Group>
      </Stack>
    </Stack>
  );
}
