import { pageDonationStatuses, type AdminDonation } from '@app/contract';
import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { donationTargetHref } from '@/config/paths';
import { type AdminDonationFilters, useAdminDonations } from '@/features/admin/api/get-donations';
import { useRefundDonation } from '@/features/admin/api/refund-donation';
import { RefundDialog } from '@/features/donations/components/page-donations/refund-dialog';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { ConsoleList } from './console-list';

const TEXT_FILTERS = ['search', 'page_name', 'from', 'to'] as const;
const LABELS: Record<(typeof TEXT_FILTERS)[number], string> = {
  search: 'consoleDonations.search',
  page_name: 'consoleDonations.pageName',
  from: 'consoleDonations.from',
  to: 'consoleDonations.to',
};

type Status = NonNullable<AdminDonationFilters['status']>;

function statusColor(status: AdminDonation['status']): string {
  if (status === 'paid') return 'teal';
  if (status === 'open') return 'blue';
  return 'gray';
}

function DonationRow({
  donation,
  onRefund,
}: {
  donation: AdminDonation;
  onRefund: (donation: AdminDonation) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { page } = donation;
  const refundable = donation.status === 'paid' && donation.net > 0;
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Code>{donation.reference}</Code>
        {donation.monthly ? (
          <Badge size="sm" variant="light" ml={4}>
            {t('consoleDonations.monthly')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatLongDate(donation.created_at, language)}</Text>
        <Text size="xs" c="dimmed">
          {donation.paid_at
            ? t('consoleDonations.paidAt', { date: formatLongDate(donation.paid_at, language) })
            : t('consoleDonations.noPayment')}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm">{donation.donor_name ?? t('consoleDonations.noDonor')}</Text>
        {donation.donor_email ? (
          <Text size="xs" c="dimmed">
            {donation.donor_email}
          </Text>
        ) : null}
        {donation.anonymous ? (
          <Badge size="sm" color="gray">
            {t('consoleDonations.anonymous')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        {page ? (
          <>
            <Anchor component={Link} to={donationTargetHref(page.type, page.id)} size="sm">
              {page.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`consoleDonations.pageTypes.${page.type}`)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('consoleDonations.gonePage')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatEuros(donation.amount, language)}</Text>
        {donation.refunded > 0 ? (
          <Text size="xs" c="dimmed">
            {t('consoleDonations.refunded', { amount: formatEuros(donation.refunded, language) })}
          </Text>
        ) : null}
        {donation.charged_back > 0 ? (
          <Text size="xs" c="dimmed">
            {t('consoleDonations.chargedBack', {
              amount: formatEuros(donation.charged_back, language),
            })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor(donation.status)} variant="light">
          {t(`donations.owner.status.${donation.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="xs">{donation.provider}</Text>
        {donation.provider_payment_id ? <Code>{donation.provider_payment_id}</Code> : null}
      </Table.Td>
      <Table.Td>
        {refundable ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onRefund(donation)}
            aria-label={t('consoleDonations.refundLabel', { reference: donation.reference })}
          >
            {t('consoleDonations.refund')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The console's Donations section: every donation, found by reference, donor, page,
 * period and status, with what the provider knows; a refund goes through the owner's refund path
 * (the owner's dialog: amount and a required reason, kept when the refund is refused).
 */
export function DonationsSection() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const initial: AdminDonationFilters = { search: searchParams.get('search') ?? undefined };
  const [draft, setDraft] = useState<AdminDonationFilters>(initial);
  const [filters, setFilters] = useState<AdminDonationFilters>(initial);
  const [refunding, setRefunding] = useState<AdminDonation | null>(null);
  const donations = useAdminDonations(filters);
  const refund = useRefundDonation();

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  function closeRefund() {
    setRefunding(null);
    refund.reset();
  }

  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.donations')}</Title>
      <Text c="dimmed">{t('consoleDonations.intro')}</Text>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} role="search">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('consoleDonations.filters')}
          </Title>
          <Group align="end" gap="sm">
            {TEXT_FILTERS.map((key) => (
              <TextInput
                key={key}
                label={t(LABELS[key])}
                type={key === 'from' || key === 'to' ? 'date' : 'text'}
                value={draft[key] ?? ''}
                maxLength={200}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [key]: value }));
                }}
                w={{ base: '100%', xs: key === 'search' ? 260 : 180 }}
              />
            ))}
            <Select
              label={t('consoleDonations.status')}
              value={draft.status ?? ''}
              onChange={(value) =>
                setDraft((current) => ({ ...current, status: (value || undefined) as Status }))
              }
              allowDeselect={false}
              data={[
                { value: '', label: t('consoleDonations.allStatuses') },
                ...pageDonationStatuses.map((status) => ({
                  value: status,
                  label: t(`donations.owner.status.${status}`),
                })),
              ]}
              w={{ base: '100%', xs: 180 }}
            />
            <Button type="submit">{t('consoleDonations.apply')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft({});
                setFilters({});
              }}
            >
              {t('consoleDonations.clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConsoleList list={donations} texts="consoleDonations">
        {(rows) => (
          <>
            <Table.ScrollContainer minWidth={960}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('consoleDonations.reference')}</Table.Th>
                    <Table.Th>{t('consoleDonations.date')}</Table.Th>
                    <Table.Th>{t('consoleDonations.donor')}</Table.Th>
                    <Table.Th>{t('consoleDonations.page')}</Table.Th>
                    <Table.Th>{t('consoleDonations.amount')}</Table.Th>
                    <Table.Th>{t('consoleDonations.status')}</Table.Th>
                    <Table.Th>{t('consoleDonations.provider')}</Table.Th>
                    <Table.Th>{t('consoleDonations.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((donation) => (
                    <DonationRow key={donation.id} donation={donation} onRefund={setRefunding} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ConsoleList>
      <RefundDialog
        donation={refunding}
        onClose={closeRefund}
        pending={refund.isPending}
        error={refund.error}
        onRefund={(body) =>
          refunding &&
          refund.mutate(
            { id: refunding.id, body },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('consoleDonations.refundDone') });
                closeRefund();
              },
            },
          )
        }
      />
    </Stack>
  );
}
