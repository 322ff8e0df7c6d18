import type { Language } from '@app/i18n';
import { pdfDocument, type PdfColumn, type PdfPlatform } from '../../lib/pdf-document';
import { receiptKind } from '../nonprofits/receipt-kind';
import { receiptText } from './receipt-format';
import type { ReceiptDetails, StatementGroup } from './receipts.service';

type Fact = [label: string, value: string];

/**
 * The receipt of one paid donation: the organisation (logo, name, registered name, RSIN, ANBI
 * status), what was paid and what went back, when, how and by whom. Titled a tax receipt only
 * where `receiptKind` says so, else a payment confirmation.
 */
export function receiptPdf(
  receipt: ReceiptDetails,
  { lang, platform, logo = null }: { lang: Language; platform: PdfPlatform; logo?: Buffer | null },
): Promise<Buffer> {
  const { t, platform: platformName, money, longDate, method } = receiptText(lang);
  const kind = receiptKind(receipt);
  const pageName = receipt.pageName ?? t('receipt.deletedPage');
  const organisationName = receipt.nonprofitName ?? pageName;
  const notGiven = t('receipt.notGiven');
  const returned = receipt.refundedCents + receipt.chargedBackCents > 0;
  const organisation: Fact[] = [
    [t('receipt.name'), organisationName],
    [t('receipt.legalName'), receipt.legalName ?? notGiven],
    [t('receipt.rsin'), receipt.rsin ?? notGiven],
    [t('receipt.anbi'), receipt.anbi ? t('receipt.anbiYes') : t('receipt.anbiNo')],
  ];
  // The fee the donor covered is not part of the gift: both parts, and the total.
  const paid: Fact[] =
    receipt.coveredFeeCents > 0
      ? [
          [t('receipt.gift'), money(receipt.amountCents)],
          [
            t('receipt.coveredFee'),
            t('receipt.coveredFeeValue', { amount: money(receipt.coveredFeeCents) }),
          ],
          [t('receipt.charged'), money(receipt.amountCents + receipt.coveredFeeCents)],
        ]
      : [[t('receipt.amountPaid'), money(receipt.amountCents)]];
  const donation: Fact[] = [
    [t('receipt.givenTo'), pageName],
    ...paid,
    ...(receipt.refundedCents > 0
      ? [[t('receipt.refunded'), money(receipt.refundedCents)] as Fact]
      : []),
    ...(receipt.chargedBackCents > 0
      ? [[t('receipt.chargedBack'), money(receipt.chargedBackCents)] as Fact]
      : []),
    ...(returned ? [[t('receipt.net'), money(receipt.netCents)] as Fact] : []),
    [t('receipt.datePaid'), longDate(receipt.paidAt)],
    [t('receipt.reference'), receipt.reference],
    ...(receipt.method ? [[t('receipt.method'), method(receipt.method)] as Fact] : []),
    ...(receipt.monthly ? [[t('receipt.monthly'), t('receipt.monthlyYes')] as Fact] : []),
    ...(receipt.donorName ? [[t('receipt.donor'), receipt.donorName] as Fact] : []),
  ];
  const named = receipt.legalName ?? organisationName;
  return pdfDocument({
    lang,
    title: t(`kind.${kind}`),
    subtitle: t('receipt.subtitle', {
      reference: receipt.reference,
      date: longDate(receipt.paidAt),
    }),
    platform,
    organisation: { name: organisationName, logo },
    draw(pdf) {
      if (receipt.testMode) pdf.notice(t('receipt.testMode'));
      pdf.paragraph(t('receipt.intro', { platform: platformName }));
      if (kind === 'tax-receipt') pdf.paragraph(t('receipt.taxReceipt', { organisation: named }));
      else if (!receipt.testMode) pdf.paragraph(t('receipt.noAnbi', { organisation: named }));
      pdf.heading(t('receipt.donationHeading'));
      pdf.facts(donation);
      pdf.heading(t('receipt.organisationHeading'));
      pdf.facts(organisation);
      pdf.paragraph(t('receipt.closing'));
    },
  });
}

/** Date, page, net amount and reference, as shares of the text width. */
const STATEMENT_WIDTHS = [0.14, 0.44, 0.14, 0.28];
/** The summary: organisation, RSIN, ANBI status and the sum of the year. */
const SUMMARY_WIDTHS = [0.5, 0.18, 0.14, 0.18];

/**
 * The yearly statement: first a summary (each organisation with its RSIN, ANBI status and sum,
 * and the total of the year), then per organisation its registered name, RSIN, whether its
 * donations form a tax receipt (`receiptKind`), each donation and their sum. A year without
 * gifts says so.
 */
export function statementPdf({
  year,
  lang,
  donorName,
  groups,
  platform,
  madeAt = new Date(),
}: {
  year: number;
  lang: Language;
  donorName: string;
  groups: StatementGroup[];
  platform: PdfPlatform;
  madeAt?: Date;
}): Promise<Buffer> {
  const { t, platform: platformName, money, longDate, shortDate } = receiptText(lang);
  const deletedPage = t('receipt.deletedPage');
  const notGiven = t('receipt.notGiven');
  const totalCents = groups.reduce((sum, group) => sum + group.totalCents, 0);
  const testMoney = groups.some((group) => group.donations.some((donation) => donation.testMode));
  // Noon, so that the day is the same on every clock.
  const from = longDate(new Date(Date.UTC(year, 0, 1, 12)));
  const to = longDate(new Date(Date.UTC(year, 11, 31, 12)));
  const columns: PdfColumn[] = ['date', 'page', 'amount', 'reference'].map((key, i) => ({
    header: t(`statement.${key}`),
    width: STATEMENT_WIDTHS[i]!,
    align: key === 'amount' ? 'right' : 'left',
  }));
  return pdfDocument({
    lang,
    title: t('statement.title', { year }),
    subtitle: t('statement.subtitle', { from, to }),
    platform,
    draw(pdf) {
      if (testMoney) pdf.notice(t('receipt.testMode'));
      pdf.facts([
        [t('statement.donor'), donorName],
        [t('statement.period'), t('statement.subtitle', { from, to })],
        [t('statement.made'), longDate(madeAt)],
      ]);
      if (groups.length === 0) {
        pdf.paragraph(t('statement.empty', { platform: platformName, year }));
        return;
      }
      pdf.paragraph(t('statement.intro', { platform: platformName, year }));
      pdf.heading(t('statement.organisations'));
      pdf.table({
        columns: ['organisation', 'rsin', 'anbi', 'amount'].map((key, i) => ({
          header: t(`statement.${key}`),
          width: SUMMARY_WIDTHS[i]!,
          align: key === 'amount' ? 'right' : 'left',
        })),
        rows: groups.map((group) => [
          group.name ?? deletedPage,
          group.rsin ?? notGiven,
          group.anbi ? t('statement.yes') : t('receipt.anbiNo'),
          money(group.totalCents),
        ]),
        footer: [t('statement.total', { year }), '', '', money(totalCents)],
        continued: t('statement.continued', { name: t('statement.organisations') }),
      });
      pdf.paragraph(t('statement.taxNote'), { size: 9.5 });
      for (const group of groups) {
        const name = group.name ?? deletedPage;
        const named = group.legalName ?? name;
        const testMode = group.donations.some((donation) => donation.testMode);
        // The organisation's heading and lines stay with the start of its table.
        pdf.keep(150);
        pdf.heading(name);
        pdf.paragraph(
          t('statement.details', {
            legalName: group.legalName ?? notGiven,
            rsin: group.rsin ?? notGiven,
          }),
          { size: 9.5 },
        );
        const kind = receiptKind({ anbi: group.anbi, testMode });
        pdf.paragraph(
          kind === 'tax-receipt'
            ? t('statement.taxReceipt', { organisation: named })
            : testMode
              ? t('statement.testConfirmation')
              : t('statement.paymentConfirmation', { organisation: named }),
          { size: 9.5, bold: true },
        );
        pdf.table({
          columns,
          rows: group.donations.map((donation) => [
            shortDate(donation.paidAt),
            donation.pageName ?? deletedPage,
            money(donation.netCents),
            donation.reference,
          ]),
          footer: ['', t('statement.subtotal'), money(group.totalCents), ''],
          continued: t('statement.continued', { name }),
        });
      }
    },
  });
}
