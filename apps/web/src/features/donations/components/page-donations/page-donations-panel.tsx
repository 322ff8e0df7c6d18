import type { DonationPageType, PageDonation, PageDonationTarget } from '@app/contract';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/api-client';
import { notifications } from '@/lib/notifications';
import {
  pageDonationsQueryOptions,
  useExportPageDonations,
  useRefundDonation,
  type PageDonationsFilter,
} from '../../api/page-donations';
import { DonationTotals } from './donation-totals';
import { MonthlyGifts } from './monthly-gifts';
import { RefundDialog } from './refund-dialog';
import { useSetDonorMessageHidden } from '../../api/hide-donor-message';

/** The money by month, with its chart library: loaded only when the owner opens that view. */
const MoneyByMonth = lazy(() => import('./money-by-month'));

const STATUSES = [
  'paid',
  'refunded',
  'charged_back',
  'open',
  'failed',
  'canceled',
  'expired',
] as const;

/** The i18n key of a target's kind (`company-event` is written `companyEvent` there). */
const kindKey = (type: PageDonationTarget['type']) =>
  type === 'company-event' ? 'companyEvent' : type;

/** A donation that still has money to give back. */
const refundable = (d: PageDonation) => d.status === 'paid' && d.net > 0;

/**
 * The Donations tab of a page's owner: every donation to the page (a non-profit's
 * also to its events, projects and fundraisers; a company's to its company events), filtered by
 * period, status, target (which of those), name or reference, with totals over the filter, CSV
 * and Excel exports of the same filter, and refunds; or the same filter's money by month. The
 * filter belongs to the tab, so switching between the list and the months keeps it.
 */
export function PageDonationsPanel({ type, id }: { type: DonationPageType; id: number }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'list' | 'months'>('list');
  const [filter, setFilter] = useState<PageDonationsFilter>({ page: 1 });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const query = { ...filter, search: searched || undefined };
  // The targets the page's donations went to, whatever the filter: the unfiltered first page's
  // (the list's own first request, so no second one).
  const targets = useQuery({
    ...pageDonationsQueryOptions(type, id, { page: 1 }),
    select: (answer) => answer.targets,
  });
  const viewSwitch = (
    <SegmentedControl
      aria-label={t('donations.owner.view.label')}
      value={view}
      onChange={(value) => setView(value as typeof view)}
      data={[
        { value: 'list', label: t('donations.owner.view.list') },
        { value: 'months', label: t('donations.owner.view.months') },
      ]}
      style={{ alignSelf: 'flex-start' }}
    />
  );
  const filters = (actions?: React.ReactNode) => (
    <DonationFilters
      type={type}
      filter={filter}
      onChange={(change) => setFilter((f) => ({ ...f, ...change, page: 1 }))}
      search={search}
      onSearch={setSearch}
      targets={targets.data ?? []}
      actions={actions}
    />
  );
  if (view === 'months') {
    const { page: _page, ...monthsFilter } = query;
    return (
      <Stack gap="md">
        {viewSwitch}
        {filters()}
        <Suspense fallback={<PageLoader label={t('donations.owner.months.loading')} />}>
          <MoneyByMonth type={type} id={id} filter={monthsFilter} />
        </Suspense>
      </Stack>
    );
  }
  return (
    <DonationsList
      type={type}
      id={id}
      viewSwitch={viewSwitch}
      filters={filters}
      query={query}
      onPage={(page) => setFilter((f) => ({ ...f, page }))}
    />
  );
}

/** A filter field's share of the bar: two side by side on a phone, one row on a wide screen. */
const FIELD = { flex: '1 1 140px' } as const;

/** The filter bar both views share: period, status, target, name or reference; `actions` below. */
function DonationFilters({
  type,
  filter,
  onChange,
  search,
  onSearch,
  targets,
  actions,
}: {
  type: DonationPageType;
  filter: PageDonationsFilter;
  onChange: (change: PageDonationsFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  targets: PageDonationTarget[];
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField
          label={t('donations.owner.from')}
          value={filter.from ?? ''}
          onChange={(from) => onChange({ from: from || undefined })}
          style={FIELD}
        />
        <DateField
          label={t('donations.owner.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(to) => onChange({ to: to || undefined })}
          style={FIELD}
        />
        <NativeSelect
          style={FIELD}
          label={t('donations.owner.statusLabel')}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({
              status: (event.currentTarget.value || undefined) as PageDonationsFilter['status'],
            })
          }
          data={[
            { value: '', label: t('donations.owner.allStatuses') },
            ...STATUSES.map((value) => ({ value, label: t(`donations.owner.status.${value}`) })),
          ]}
        />
        {type !== 'fundraiser' ? (
          <NativeSelect
            label={t('donations.owner.targetLabel')}
            value={filter.target ?? ''}
            onChange={(event) => onChange({ target: event.currentTarget.value || undefined })}
            data={[
              { value: '', label: t('donations.owner.allTargets') },
              ...targets.map((target) => ({
                value: `${target.type}:${target.id}`,
                label: t('donations.owner.targetOption', {
                  name: target.name,
                  kind: t(`donations.owner.targetKinds.${kindKey(target.type)}`),
                }),
              })),
            ]}
            maw={280}
            style={{ flex: '1 1 180px' }}
          />
        ) : null}
        <TextInput
          type="search"
          label={t('donations.owner.search')}
          placeholder={t('donations.owner.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Stack>
  );
}

/** The list view: filters, totals, monthly gifts, the rows, paging and refunds. */
function DonationsList({
  type,
  id,
  viewSwitch,
  filters,
  query,
  onPage,
}: {
  type: DonationPageType;
  id: number;
  viewSwitch: React.ReactNode;
  filters: (actions: React.ReactNode) => React.ReactNode;
  query: PageDonationsFilter;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useMediaQuery('(min-width: 48em)');
  const list = useQuery(pageDonationsQueryOptions(type, id, query));
  const exportCsv = useExportPageDonations(type, id);
  const exportXlsx = useExportPageDonations(type, id, 'xlsx');
  const refund = useRefundDonation(type, id);
  const [refunding, setRefunding] = useState<PageDonation | null>(null);
  const wall = useSetDonorMessageHidden(type, id);
  const euros = (amount: number) => formatEuros(amount, language);

  /** Whether the message is on the page's donor wall, with the owner's hide / show again. */
  const wallLine = (d: PageDonation) =>
    d.message && d.shown_on_wall ? (
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="dimmed">
          {d.message_hidden ? t('donorWall.owner.hidden') : t('donorWall.owner.shown')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          loading={wall.isPending && wall.variables?.donationId === d.id}
          onClick={() =>
            wall.mutate(
              { donationId: d.id, hidden: !d.message_hidden },
              {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: errorMessage(error, t('donorWall.hideFailed')),
                  }),
              },
            )
          }
        >
          {d.message_hidden ? t('donorWall.owner.show') : t('donorWall.hide')}
        </Button>
      </Group>
    ) : null;

  /** The fees a counted row pays: the platform's and the payment's cost. */
  const fees = (d: PageDonation) =>
    Math.round(((d.platform_fee ?? 0) + d.payment_cost) * 100) / 100;

  function donor(d: PageDonation) {
    return d.anonymous || !d.donor_name ? t('donations.owner.anonymous') : d.donor_name;
  }

  /**
   * What became of the donation, in words a person reads: a refund of part of it says how much
   * of how much ("€15 of €40 refunded"). The badge wraps rather than cuts its words off.
   */
  const status = (d: PageDonation) => {
    const partly = d.charged_back === 0 && d.refunded > 0 && d.refunded < d.amount;
    const key =
      d.charged_back > 0 ? 'charged_back' : d.refunded > 0 ? 'refunded' : (d.status as string);
    return (
      <Group gap={4} wrap="wrap" justify="flex-end">
        <Badge
          variant="light"
          tt="none"
          color={key === 'paid' ? 'leaf' : key === 'open' ? 'gray' : 'red'}
          h="auto"
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
        >
          {partly ? t('donations.owner.partlyRefunded') : t(`donations.owner.status.${key}`)}
        </Badge>
        {partly ? (
          <Text size="xs" c="dimmed" w="100%" ta="right" data-refunded-of>
            {t('donations.owner.refundedOf', {
              refunded: euros(d.refunded),
              amount: euros(d.amount),
            })}
          </Text>
        ) : null}
        {d.monthly ? (
          <Badge variant="outline" color="ember" tt="none" h="auto" maw="100%">
            {t('donations.owner.monthly.badge')}
          </Badge>
        ) : null}
      </Group>
    );
  };

  /** Each refund with its own status (queued, pending, processing, refunded, failed, canceled). */
  const refundLines = (d: PageDonation) =>
    d.refunds.length > 0 ? (
      <Stack gap={0}>
        {d.refunds.map((r) => (
          <Text
            key={r.id}
            size="xs"
            c={r.status === 'failed' || r.status === 'canceled' ? 'dimmed' : 'red'}
          >
            {t('donations.owner.refundLine', {
              amount: euros(r.amount),
              status: t(`donations.owner.refundStatus.${r.status}`),
            })}
          </Text>
        ))}
      </Stack>
    ) : null;

  /** Where the money went, with the platform's fee when there is one. */
  const paidTo = (d: PageDonation) =>
    d.platform_fee !== null && d.platform_fee > 0
      ? t('donations.owner.paidToWithFee', {
          account: t(
            d.paid_to === 'nonprofit'
              ? 'donations.export.columns.nonprofitAccount'
              : 'donations.export.columns.platformAccount',
          ),
          fee: euros(d.platform_fee),
        })
      : t(
          d.paid_to === 'nonprofit'
            ? 'donations.export.columns.nonprofitAccount'
            : 'donations.export.columns.platformAccount',
        );

  const refundButton = (d: PageDonation) =>
    refundable(d) ? (
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => (refund.reset(), setRefunding(d))}
      >
        {t('donations.owner.refund.open')}
      </Button>
    ) : null;

  return (
    <Stack gap="md">
      {viewSwitch}
      {filters(
        <>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(query)}
          >
            {t('donations.owner.export')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exportXlsx.isPending}
            onClick={() => exportXlsx.mutate(query)}
          >
            {t('donations.owner.exportXlsx')}
          </Button>
        </>,
      )}
      {exportCsv.isError || exportXlsx.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('donations.owner.exportFailed')}
        </Text>
      ) : null}

      {list.isPending ? (
        <PageLoader label={t('donations.owner.loading')} />
      ) : list.isError ? (
        <ErrorState
          message={t('donations.owner.loadFailed')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <DonationTotals totals={list.data.totals} />
          <MonthlyGifts monthly={list.data.monthly} showTarget={type !== 'fundraiser'} />
          {list.data.data.length === 0 ? (
            <EmptyState message={t('donations.owner.empty')} />
          ) : wide ? (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('donations.export.columns.date')}</Table.Th>
                    <Table.Th>{t('donations.export.columns.donor')}</Table.Th>
                    {type !== 'fundraiser' ? (
                      <Table.Th>{t('donations.export.columns.target')}</Table.Th>
                    ) : null}
                    <Table.Th ta="right">{t('donations.owner.gross')}</Table.Th>
                    <Table.Th ta="right">{t('donations.owner.fees')}</Table.Th>
                    <Table.Th ta="right">{t('donations.owner.net')}</Table.Th>
                    <Table.Th>{t('donations.export.columns.status')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('donations.owner.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.data.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{formatDate(d.created_at, language)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {donor(d)}
                        </Text>
                        {d.donor_email ? (
                          <Text size="xs" c="dimmed">
                            {d.donor_email}
                          </Text>
                        ) : null}
                        {d.message ? (
                          <Text size="xs" fs="italic" lineClamp={2}>
                            {d.message}
                          </Text>
                        ) : null}
                        {wallLine(d)}
                        <Text size="xs" c="dimmed">
                          {t('donations.owner.referenceLine', { reference: d.reference })} ·{' '}
                          {paidTo(d)}
                        </Text>
                      </Table.Td>
                      {type !== 'fundraiser' ? <Table.Td>{d.target?.name ?? ''}</Table.Td> : null}
                      <Table.Td ta="right">
                        {euros(d.counted ? d.gross : d.amount)}
                        {refundLines(d)}
                      </Table.Td>
                      <Table.Td ta="right">{d.counted ? euros(fees(d)) : '-'}</Table.Td>
                      <Table.Td ta="right">
                        {d.counted ? euros(d.net_to_organisation) : '-'}
                      </Table.Td>
                      <Table.Td>{status(d)}</Table.Td>
                      <Table.Td>{refundButton(d)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.data.map((d) => (
                <Paper key={d.id} component="li" withBorder p="sm" radius="md">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Text fw={600}>{donor(d)}</Text>
                      {d.donor_email ? (
                        <Text size="xs" c="dimmed">
                          {d.donor_email}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {formatDate(d.created_at, language)} ·{' '}
                        {t('donations.owner.referenceLine', { reference: d.reference })}
                      </Text>
                      {type !== 'fundraiser' && d.target ? (
                        <Text size="sm">{d.target.name}</Text>
                      ) : null}
                      {d.message ? (
                        <Text size="sm" fs="italic">
                          {d.message}
                        </Text>
                      ) : null}
                      {wallLine(d)}
                      <Text size="xs" c="dimmed">
                        {paidTo(d)}
                      </Text>
                      {refundLines(d)}
                    </div>
                    <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
                      <Text fw={700}>
                        {d.counted
                          ? t('donations.owner.netLine', { amount: euros(d.net_to_organisation) })
                          : euros(d.amount)}
                      </Text>
                      {d.counted ? (
                        <Text size="xs" c="dimmed" ta="right">
                          {t('donations.owner.gross')} {euros(d.gross)}
                          <br />
                          {t('donations.owner.feesLine', { amount: euros(fees(d)) })}
                        </Text>
                      ) : null}
                      {status(d)}
                    </Stack>
                  </Group>
                  {refundable(d) ? <Group mt="xs">{refundButton(d)}</Group> : null}
                </Paper>
              ))}
            </Stack>
          )}
          {list.data.meta.last_page > 1 ? (
            <Group justify="center" gap="sm">
              <Button
                variant="default"
                disabled={list.data.meta.current_page <= 1}
                onClick={() => onPage(list.data.meta.current_page - 1)}
              >
                {t('donations.owner.previous')}
              </Button>
              <Text size="sm">
                {t('donations.owner.pageOf', {
                  page: list.data.meta.current_page,
                  pages: list.data.meta.last_page,
                })}
              </Text>
              <Button
                variant="default"
                disabled={list.data.meta.current_page >= list.data.meta.last_page}
                onClick={() => onPage(list.data.meta.current_page + 1)}
              >
                {t('donations.owner.next')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
      <RefundDialog
        donation={refunding}
        onClose={() => setRefunding(null)}
        pending={refund.isPending}
        error={refund.error}
        onRefund={(body) =>
          refunding &&
          refund.mutate(
            { donationId: refunding.id, ...body },
            {
              onSuccess: (answer) => {
                setRefunding(null);
                notifications.show({
                  color: 'leaf',
                  message: t('donations.owner.refund.done', {
                    amount: euros(answer.refund.amount),
                  }),
                });
              },
            },
          )
        }
      />
    </Stack>
  );
}
