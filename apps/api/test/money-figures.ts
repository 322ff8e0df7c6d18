import type { PageDonation, PageDonationTotals } from '@app/contract';
import { expect } from 'vitest';

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The owner's totals are the sums of their counted rows, to the cent, and gross less what went
 * back and the fees is net (ADR 049). `rows` must be every row of the filter (one page of them).
 */
export function expectTotalsOfRows(rows: PageDonation[], totals: PageDonationTotals) {
  const counted = rows.filter((row) => row.counted);
  const sum = (figure: (row: PageDonation) => number) =>
    counted.reduce((total, row) => total + cents(figure(row)), 0);
  expect(cents(totals.gross)).toBe(sum((row) => row.gross));
  expect(cents(totals.refunded)).toBe(sum((row) => row.refunded));
  expect(cents(totals.charged_back)).toBe(sum((row) => row.charged_back));
  expect(cents(totals.platform_fee)).toBe(sum((row) => row.platform_fee ?? 0));
  expect(cents(totals.payment_costs)).toBe(sum((row) => row.payment_cost));
  expect(cents(totals.net_to_organisation)).toBe(sum((row) => row.net_to_organisation));
  expect(cents(totals.net_to_organisation)).toBe(
    cents(totals.gross) -
      cents(totals.refunded) -
      cents(totals.charged_back) -
      cents(totals.platform_fee) -
      cents(totals.payment_costs),
  );
  expect(totals.paid_count).toBe(counted.length);
}
