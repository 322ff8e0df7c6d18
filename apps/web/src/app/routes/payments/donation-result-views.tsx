import type { DonationReceipt, DonationStatus } from '@app/contract';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleX,
  IconCompass,
  IconFileDownload,
  IconHeartHandshake,
  IconMail,
  IconReceipt,
  IconRefresh,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { receiptPdfLink } from '@/features/orders/api/receipt-pdf';
import { ResultCard } from '@/features/payments/components/result-card';
import { isSandboxPayment, paymentMethodName } from '@/features/payments/payment-method';
import { MonthlyStarted } from '@/features/subscriptions/components/monthly-started';
import { SandboxChargeDue } from '@/features/subscriptions/components/sandbox-charge-due';
import { formatDate, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { targetHref, tryAgainHref } from './result-kind';

/** Payment failed: a way to ask for help. */
export function ContactButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.contact.href()}
      variant="default"
      leftSection={<IconMail size={18} />}
    >
      {t('payments.result.contact')}
    </Button>
  );
}

/** Signed in: to the profile. A visitor has no profile to go to: to discover instead. */
export function OnwardButton() {
  const { t } = useTranslation();
  const { user } = useSession();
  return user ? (
    <Button
      component={Link}
      to={paths.profile.href()}
      variant="default"
      leftSection={<IconUser size={18} />}
    >
      {t('payments.result.toProfile')}
    </Button>
  ) : (
    <Button
      component={Link}
      to={paths.discover.href()}
      variant="default"
      leftSection={<IconCompass size={18} />}
    >
      {t('payments.result.toDiscover')}
    </Button>
  );
}

/** At 320 px a long word (a reference, 'Betaalmethode') breaks instead of running over. */
const breakable = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/** What was charged: the gift and the fee the donor covered, added in whole cents. */
const charged = (receipt: DonationReceipt) =>
  (Math.round(receipt.amount * 100) + Math.round(receipt.covered_fee * 100)) / 100;

/**
 * Reference, date, method, what it went to and the total of a paid donation; a covered fee
 * as part of it: the donation, the fee and the total charged.
 */
function DonationSummary({ receipt }: { receipt: DonationReceipt }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const feeRows: Array<[string, ReactNode]> =
    receipt.covered_fee > 0
      ? [
          [t('subscriptions.result.gift'), formatEuros(receipt.amount, language)],
          [t('subscriptions.result.coveredFee'), formatEuros(receipt.covered_fee, language)],
        ]
      : [];
  const rows: Array<[string, ReactNode]> = [
    [t('payments.result.reference'), receipt.reference],
    [t('payments.result.date'), formatDate(receipt.paid_at ?? receipt.created_at, language)],
    [t('payments.result.method'), paymentMethodName(receipt.method, t)],
    [
      t('payments.result.target'),
      receipt.target ? (
        <Anchor component={Link} to={targetHref(receipt.target)}>
          {receipt.target.name}
        </Anchor>
      ) : (
        t('payments.result.targetGone')
      ),
    ],
    ...feeRows,
    [
      t('payments.result.total'),
      <strong key="total">{formatEuros(charged(receipt), language)}</strong>,
    ],
  ];
  return (
    <Table
      variant="vertical"
      withTableBorder
      layout="fixed"
      ta="left"
      aria-label={t('payments.result.summary')}
    >
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%" style={breakable}>
              {label}
            </Table.Th>
            <Table.Td style={breakable}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Payment success: the signed-in donor's donations (/orders), with every receipt. */
function OrdersButton() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Button
      component={Link}
      to={paths.orders.href()}
      variant="default"
      leftSection={<IconReceipt size={18} />}
    >
      {t('orders.title')}
    </Button>
  );
}

/** The receipt as a PDF in the page's language: public by reference, so guests get it too. */
function ReceiptButton({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = receiptPdfLink(reference, language);
  return (
    <Button
      component="a"
      href={link.href}
      download={link.download}
      variant="light"
      leftSection={<IconFileDownload size={18} />}
    >
      {t('orders.receipt.download')}
    </Button>
  );
}

/**
 * A paid donation: thanks, the summary with its receipt, and on to the donor's donations (signed
 * in), the profile (or discover) and the page. The first payment of a monthly gift says that the
 * gift has started and when the next payment is; paid in the sandbox, a demo can let the next
 * month come.
 */
export function DonationThanks({ receipt }: { receipt: DonationReceipt }) {
  const { t } = useTranslation();
  const { target } = receipt;
  return (
    <ResultCard
      icon={<IconHeartHandshake size={40} />}
      color="leaf"
      title={t('payments.success.title')}
      text={
        target
          ? t('payments.success.text', { name: target.name })
          : t('payments.success.textNoTarget')
      }
      actions={
        <Group justify="center" gap="sm">
          <OrdersButton />
          <OnwardButton />
          {target ? (
            <Button
              component={Link}
              to={targetHref(target)}
              leftSection={<IconArrowLeft size={18} />}
            >
              {t('payments.result.backToPage', { name: target.name })}
            </Button>
          ) : null}
        </Group>
      }
    >
      {receipt.monthly ? (
        <MonthlyStarted
          perMonth={charged(receipt)}
          paidAt={receipt.paid_at ?? receipt.created_at}
        />
      ) : null}
      <DonationSummary receipt={receipt} />
      <ReceiptButton reference={receipt.reference} />
      {receipt.monthly && isSandboxPayment(receipt.method) ? <SandboxChargeDue /> : null}
    </ResultCard>
  );
}

function problemTexts(kind: 'failed' | 'cancelled', status: DonationStatus, hasTarget: boolean) {
  const [title, text] =
    kind === 'cancelled'
      ? ['payments.cancelled.title', 'payments.cancelled.text']
      : status === 'expired'
        ? ['payments.failed.expiredTitle', 'payments.failed.expired']
        : ['payments.failed.title', 'payments.failed.text'];
  // A deleted page has no name to mention.
  return { title, text: hasTarget ? text : `${text}NoTarget` };
}

/**
 * A donation that did not go through. Failed or expired: Try again, the profile (or
 * discover) and Contact. Cancelled: Try again and the profile (or discover).
 */
export function DonationProblem({
  receipt,
  kind,
}: {
  receipt: DonationReceipt;
  kind: 'failed' | 'cancelled';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { target } = receipt;
  const values = { amount: formatEuros(receipt.amount, language), name: target?.name };
  const texts = problemTexts(kind, receipt.status, target !== null);

  return (
    <ResultCard
      icon={<IconCircleX size={40} />}
      color={kind === 'cancelled' ? 'gray' : 'red'}
      title={t(texts.title)}
      text={t(texts.text, values)}
      actions={
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={tryAgainHref(target)}
            leftSection={<IconRefresh size={18} />}
          >
            {t('payments.result.tryAgain')}
          </Button>
          <OnwardButton />
          {kind === 'failed' ? <ContactButton /> : null}
        </Group>
      }
    >
      {kind === 'failed' ? <Text size="sm">{t('payments.failed.help')}</Text> : null}
    </ResultCard>
  );
}
