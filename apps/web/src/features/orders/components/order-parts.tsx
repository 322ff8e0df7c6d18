import type { DonationActivity } from '@app/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { receiptPdfLink } from '../api/receipt-pdf';
import { donationTargetHref } from '@/config/paths';
import { orderState, orderStateColors, orderStateKeys } from '../orders';

/** At 320 px a long word (a reference, a page's name) breaks instead of running over. */
const breakable = { overflowWrap: 'anywhere' } as const;

/** Amounts and labels that read badly when broken ('€ 10,' / '00'). */
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** The page given to, linked while it exists. */
export function OrderTarget({ donation }: { donation: DonationActivity }) {
  const { t } = useTranslation();
  const { target } = donation;
  if (!target) {
    return (
      <Text span fs="italic" style={breakable}>
        {t('orders.list.deletedPage')}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={donationTargetHref(donation.target_type, target.id)}
      fw={600}
      style={breakable}
    >
      {target.name}
    </Anchor>
  );
}

/** When it was paid (else when it was started), as the language writes dates. */
export function OrderDate({ donation }: { donation: DonationActivity }) {
  const language = useLanguage();
  const at = donation.paid_at ?? donation.created_at;
  return <time dateTime={at}>{formatDate(at, language)}</time>;
}

/** The amount; when anything went back, how much and what is left. */
export function OrderAmount({ donation }: { donation: DonationActivity }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap={0}>
      <Text fw={600} style={nowrap}>
        {formatEuros(donation.amount, language)}
      </Text>
      {donation.refunded > 0 ? (
        <>
          <Text size="sm" c="dimmed" style={nowrap}>
            {t('orders.list.refunded', { amount: formatEuros(donation.refunded, language) })}
          </Text>
          <Text size="sm" style={nowrap}>
            {t('orders.list.net', { amount: formatEuros(donation.net, language) })}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/** The donation's reference, as the receipt and the payment provider name it. */
export function OrderReference({ donation }: { donation: DonationActivity }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" style={breakable}>
      {t('orders.list.reference')}{' '}
      <Text span inherit ff="monospace">
        {donation.reference}
      </Text>
    </Text>
  );
}

export function OrderStatus({ donation }: { donation: DonationActivity }) {
  const { t } = useTranslation();
  const state = orderState(donation);
  return (
    // At least as wide as its text: a narrow table column would cut 'Deels terugbetaald' short.
    <Badge
      color={orderStateColors[state]}
      variant="light"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(orderStateKeys[state])}
    </Badge>
  );
}

/** A paid donation's receipt as a PDF in the current language; nothing for the others. */
export function ReceiptLink({ donation }: { donation: DonationActivity }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (donation.status !== 'paid') return null;
  const link = receiptPdfLink(donation.reference, language);
  return (
    <Anchor
      href={link.href}
      download={link.download}
      aria-label={t('orders.receipt.linkLabel', { reference: donation.reference })}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileDownload size={18} aria-hidden="true" />
        <span>{t('orders.receipt.link')}</span>
      </Group>
    </Anchor>
  );
}
