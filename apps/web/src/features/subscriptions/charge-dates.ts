/**
 * The days of a monthly gift's charges as the API plans them (apps/api/src/lib/days.ts): calendar
 * days in UTC, the first one month after the first payment, then monthly on the same date.
 */

/** The UTC day (YYYY-MM-DD) of a moment. */
export function dayOf(at: string | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The same day `months` later; a date the later month does not have becomes its last day
 * (31 January + 1 month = 28 or 29 February), as a monthly charge falls.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return dayOf(first);
}

/** The day of the second charge of a monthly gift whose first payment was paid at `paidAt`. */
export function nextMonthlyCharge(paidAt: string): string {
  return addMonths(dayOf(paidAt), 1);
}
