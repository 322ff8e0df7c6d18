import type { Language } from '@app/i18n';
import { type PdfBlock, type PdfColumn, textPdf } from '../../lib/text-pdf';
import { receiptText } from './receipt-format';
import type { ReceiptDetails, StatementGroup } from './receipts.service';

/** The receipt of one paid donation: where it went, what was paid and what went back. */
export function receiptPdf(receipt: ReceiptDetails, lang: Language): Buffer {
  const { t, platform, money, longDate, method } = receiptText(lang);
  const returned = receipt.refundedCents + receipt.chargedBackCents > 0;
  const blocks: PdfBlock[] = [
    ...(receipt.testMode ? [{ heading: t('receipt.testMode') }] : []),
    t('receipt.intro', { platform }),
    '',
    t('receipt.givenTo', { name: receipt.pageName ?? t('receipt.deletedPage') }),
    ...(receipt.nonprofitName ? [t('receipt.nonprofit', { name: receipt.nonprofitName })] : []),
    // What a Dutch donor needs for the tax return, where the organisation gave it.
    ...(receipt.legalName ? [t('receipt.legalName', { name: receipt.legalName })] : []),
    ...(receipt.rsin ? [t('receipt.rsin', { rsin: receipt.rsin })] : []),
    ...(receipt.anbi ? [t('receipt.anbi')] : []),
    // The fee the donor covered is not part of the gift: both parts, and the total.
    ...(receipt.coveredFeeCents > 0
      ? [
          t('receipt.gift', { amount: money(receipt.amountCents) }),
          t('receipt.coveredFee', { amount: money(receipt.coveredFeeCents) }),
          t('receipt.charged', { amount: money(receipt.amountCents + receipt.coveredFeeCents) }),
        ]
      : [t('receipt.amountPaid', { amount: money(receipt.amountCents) })]),
    ...(receipt.monthly ? [t('receipt.monthly')] : []),
    ...(receipt.refundedCents > 0
      ? [t('receipt.refunded', { amount: money(receipt.refundedCents) })]
      : []),
    ...(receipt.chargedBackCents > 0
      ? [t('receipt.chargedBack', { amount: money(receipt.chargedBackCents) })]
      : []),
    ...(returned ? [t('receipt.net', { amount: money(receipt.netCents) })] : []),
    t('receipt.datePaid', { date: longDate(receipt.paidAt) }),
    t('receipt.reference', { reference: receipt.reference }),
    ...(receipt.method ? [t('receipt.method', { method: method(receipt.method) })] : []),
    ...(receipt.donorName ? [t('receipt.donor', { name: receipt.donorName })] : []),
    '',
    t('receipt.closing'),
  ];
  return textPdf(t('receipt.title', { platform }), blocks);
}

/** Date, page, net amount and reference: 479 of the 483 points between the margins. */
const STATEMENT_COLUMNS: PdfColumn[] = [
  { width: 60 },
  { width: 150 },
  { width: 75, align: 'right' },
  { width: 170 },
];

/**
 * The yearly statement: per organisation each donation and their sum, then the total of the
 * year; a year without gifts says so.
 */
export function statementPdf({
  year,
  lang,
  donorName,
  groups,
  madeAt = new Date(),
}: {
  year: number;
  lang: Language;
  donorName: string;
  groups: StatementGroup[];
  madeAt?: Date;
}): Buffer {
  const { t, platform, money, longDate, shortDate } = receiptText(lang);
  const header = ['date', 'page', 'amount', 'reference'].map((key) => t(`statement.${key}`));
  const deletedPage = t('receipt.deletedPage');
  const totalCents = groups.reduce((sum, group) => sum + group.totalCents, 0);
  const testMoney = groups.some((group) => group.donations.some((donation) => donation.testMode));
  const blocks: PdfBlock[] = [
    ...(testMoney ? [{ heading: t('receipt.testMode') }] : []),
    t('statement.donor', { name: donorName }),
    t('statement.period', {
      // Noon, so that the day is the same on every clock.
      from: longDate(new Date(Date.UTC(year, 0, 1, 12))),
      to: longDate(new Date(Date.UTC(year, 11, 31, 12))),
    }),
    t('statement.made', { date: longDate(madeAt) }),
    '',
  ];
  if (groups.length === 0) {
    blocks.push(t('statement.empty', { platform, year }));
  } else {
    blocks.push(t('statement.intro', { platform, year }));
    for (const group of groups) {
      blocks.push(
        { heading: group.name ?? deletedPage },
        {
          table: {
            columns: STATEMENT_COLUMNS,
            header,
            rows: group.donations.map((donation) => [
              shortDate(donation.paidAt),
              donation.pageName ?? deletedPage,
              money(donation.netCents),
              donation.reference,
            ]),
            footer: ['', t('statement.subtotal'), money(group.totalCents), ''],
          },
        },
      );
    }
    blocks.push({ heading: t('statement.total', { year, amount: money(totalCents) }) });
    blocks.push('', t('statement.taxNote'));
  }
  return textPdf(t('statement.title', { platform, year }), blocks);
}
