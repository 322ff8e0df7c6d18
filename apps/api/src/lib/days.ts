/**
 * Calendar days as YYYY-MM-DD (the provider's dates of a subscription), in UTC: what a day is
 * does not depend on the server's time zone.
 */

/** The day of `at`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The same day `months` later; a day the later month does not have becomes its last day
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
