import type { Subscription } from '@app/contract';
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { donationTargetHref } from '@/config/paths';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** At 320 px a long word (a page's name, 'Betalingen tot nu toe') breaks instead of running over. */
const breakable = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/** A gift and its covered fee in euros, added in whole cents. */
export function chargedPerMonth(gift: Pick<Subscription, 'amount' | 'covered_fee'>): number {
  return (Math.round(gift.amount * 100) + Math.round(gift.covered_fee * 100)) / 100;
}

/**
 * A monthly gift as its donor sees it: what is charged every month (the covered fee
 * as part of it), what it goes to, its status, when it started, the next charge (or when it
 * stopped) and the payments so far with what they came to.
 */
export function MonthlyGiftSummary({ gift }: { gift: Subscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatEuros(amount, language);
  const text = (key: string, values?: Record<string, unknown>) =>
    t(`subscriptions.link.${key}`, values);

  const rows: Array<[string, ReactNode]> = [
    [
      text('amount'),
      gift.covered_fee > 0
        ? text('perMonthWithFee', {
            total: money(chargedPerMonth(gift)),
            amount: money(gift.amount),
            fee: money(gift.covered_fee),
          })
        : text('perMonth', { amount: money(gift.amount) }),
    ],
    [
      text('target'),
      gift.target ? (
        <Anchor component={Link} to={donationTargetHref(gift.target.type, gift.target.id)}>
          {gift.target.name}
        </Anchor>
      ) : (
        text('targetGone')
      ),
    ],
    [text('status'), <strong key="status">{t(`subscriptions.status.${gift.status}`)}</strong>],
  ];
  if (gift.started_at) rows.push([text('started'), formatLongDate(gift.started_at, language)]);
  if (gift.canceled_at) {
    rows.push([text('stopped'), formatLongDate(gift.canceled_at, language)]);
  } else {
    rows.push([
      text('nextCharge'),
      gift.next_charge_date ? formatLongDate(gift.next_charge_date, language) : text('none'),
    ]);
  }
  rows.push([text('charges'), text('given', { count: gift.charges, amount: money(gift.given) })]);

  return (
    <Table variant="vertical" withTableBorder layout="fixed" ta="left" aria-label={text('summary')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" style={breakable}>
              {label}
            </Table.Th>
            <Table.Td style={breakable}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
