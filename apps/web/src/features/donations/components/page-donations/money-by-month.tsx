import '@mantine/charts/styles.css';
import type { DonationPageType, PageDonationMonth } from '@app/contract';
import { intlLocale } from '@app/i18n/core';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatCount, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import {
  usePageDonationMonths,
  type PageDonationMonthsFilter,
} from '../../api/page-donation-months';

const MONTHS = 12;

/** The table's figures after the month: field, label (`donations.owner.months.*`), kind. */
const COLUMNS = [
  ['gross', 'gross', 'euros'],
  ['net_to_organisation', 'net', 'euros'],
  ['one_time', 'oneTime', 'euros'],
  ['monthly', 'monthly', 'euros'],
  ['new_donors', 'newDonors', 'count'],
  ['returning_donors', 'returningDonors', 'count'],
] as const satisfies readonly (readonly [keyof PageDonationMonth, string, 'euros' | 'count'])[];

/** A chart's series in the charts' two colours, in order: ember, then leaf. */
const COLORS = ['ember.6', 'leaf.7'] as const;
const inColors = <T extends object>(...series: T[]) =>
  series.map((entry, index) => ({ ...entry, color: COLORS[index % COLORS.length]! }));

/**
 * The page's money by month over the list's filter (this module and its chart library load only
 * when the owner opens this view): gross and net, one-time against monthly gifts, new against
 * returning donors. The charts are pictures with a summary for screen readers; the same figures
 * follow as a table.
 */
export default function MoneyByMonth({
  type,
  id,
  filter = {},
}: {
  type: DonationPageType;
  id: number;
  filter?: PageDonationMonthsFilter;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const months = usePageDonationMonths(type, id, { ...filter, months: MONTHS });
  const euros = (amount: number) => formatEuros(amount, language);
  const monthName = new Intl.DateTimeFormat(intlLocale[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '');

  if (months.isPending) return <PageLoader label={t('donations.owner.months.loading')} />;
  if (months.isError) {
    return (
      <ErrorState
        message={t('donations.owner.months.loadFailed')}
        onRetry={() => void months.refetch()}
        retrying={months.isFetching}
      />
    );
  }
  const rows = months.data.data;
  if (rows.every((row) => row.donations === 0)) {
    return (
      <EmptyState
        message={t(
          filtered ? 'donations.owner.months.emptyFiltered' : 'donations.owner.months.empty',
        )}
      />
    );
  }
  const data = rows.map((row) => ({ ...row, label: label(row.month) }));
  const sum = (key: keyof PageDonationMonth) =>
    rows.reduce((total, row) => total + Math.round(Number(row[key]) * 100), 0) / 100;
  const figures = {
    gross: euros(sum('gross')),
    net: euros(sum('net_to_organisation')),
    donors: formatCount(sum('new_donors'), language),
  };
  // A period chosen in the filter has its own months; else the last twelve.
  const summary =
    filter.from || filter.to
      ? t('donations.owner.months.summaryPeriod', {
          first: data[0]!.label,
          last: data.at(-1)!.label,
          ...figures,
        })
      : t('donations.owner.months.summary', { months: MONTHS, ...figures });
  const chart = { h: 240, data, dataKey: 'label', withLegend: true };
  const money = { ...chart, valueFormatter: euros, yAxisProps: { width: 80 } };

  return (
    <Stack gap="md">
      <Text size="sm">{summary}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Chart title={t('donations.owner.months.moneyTitle')} summary={summary}>
          <LineChart
            {...money}
            lineChartProps={{ accessibilityLayer: false }}
            series={inColors(
              { name: 'gross', label: t('donations.owner.months.gross') },
              {
                name: 'net_to_organisation',
                label: t('donations.owner.months.net'),
                // Dashed: near gross when fees are small, and still told apart from it.
                strokeDasharray: '6 4',
              },
            )}
          />
        </Chart>
        <Chart title={t('donations.owner.months.kindTitle')} summary={summary}>
          <BarChart
            {...money}
            type="stacked"
            barChartProps={{ accessibilityLayer: false }}
            series={inColors(
              { name: 'one_time', label: t('donations.owner.months.oneTime') },
              { name: 'monthly', label: t('donations.owner.months.monthly') },
            )}
          />
        </Chart>
        <Chart title={t('donations.owner.months.donorsTitle')} summary={summary}>
          <BarChart
            {...chart}
            valueFormatter={(value) => formatCount(value, language)}
            // People come whole: no 0.5 donor between the ticks.
            yAxisProps={{ allowDecimals: false }}
            barChartProps={{ accessibilityLayer: false }}
            series={inColors(
              { name: 'new_donors', label: t('donations.owner.months.newDonors') },
              { name: 'returning_donors', label: t('donations.owner.months.returningDonors') },
            )}
          />
        </Chart>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" captionSide="top">
          <Table.Caption ta="left">{t('donations.owner.months.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('donations.owner.months.month')}</Table.Th>
              {COLUMNS.map(([key, label]) => (
                <Table.Th key={key} scope="col" ta="right">
                  {t(`donations.owner.months.${label}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  {row.label}
                </Table.Th>
                {COLUMNS.map(([key, , kind]) => (
                  <Table.Td key={key} ta="right">
                    {kind === 'euros' ? euros(row[key]) : formatCount(row[key], language)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * A titled chart: one picture to a screen reader, named by its title and the months' summary
 * (recharts' own keyboard layer is off: the table below carries the figures).
 */
function Chart({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="figure" m={0}>
      <Title order={3} size="h5" mb="xs" component="figcaption">
        {title}
      </Title>
      <div role="img" aria-label={`${title}. ${summary}`}>
        {children}
      </div>
    </Paper>
  );
}
