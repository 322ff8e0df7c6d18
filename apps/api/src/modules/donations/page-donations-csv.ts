import type { DonationPageType, PageDonationsQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { translate } from '../../lib/i18n';
import { eachPageDonation } from './page-donations.service';

const COLUMNS = [
  'date',
  'reference',
  'status',
  'target',
  'amount',
  'refunded',
  'chargedBack',
  'net',
  'donor',
  'email',
  'message',
  'method',
  'paidTo',
  'fee',
] as const;

/** Euros as the file writes them: a dot and two decimals, for every language (machine-readable). */
const euros = (amount: number) => amount.toFixed(2);

/**
 * The owner's donations as CSV, a line at a time: nothing but the current batch of
 * rows is in memory, whatever the number of donations. Headers in the owner's language.
 */
export function donationsCsv(
  db: Db,
  {
    type,
    id,
    query,
    lang,
  }: {
    type: DonationPageType;
    id: number;
    query: Omit<PageDonationsQuery, 'page' | 'per_page'>;
    lang: Language;
  },
) {
  const t = (key: string) => translate(lang, `donations.export.${key}`);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(COLUMNS.map((column) => t(`columns.${column}`)));
    for await (const d of eachPageDonation(db, type, id, query)) {
      yield csvLine([
        d.created_at,
        d.reference,
        d.status,
        d.target?.name ?? '',
        euros(d.amount),
        euros(d.refunded),
        euros(d.charged_back),
        euros(d.net),
        d.anonymous ? t('columns.anonymous') : (d.donor_name ?? ''),
        d.donor_email ?? '',
        d.message ?? '',
        d.method ?? '',
        t(d.paid_to === 'nonprofit' ? 'columns.nonprofitAccount' : 'columns.platformAccount'),
        d.platform_fee === null ? '' : euros(d.platform_fee),
      ]);
    }
  }
  return { filename: `${t('filename')}-${type}-${id}.csv`, lines: lines() };
}
