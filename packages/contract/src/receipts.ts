import { z } from 'zod';
import { idParam, languageSchema, wholeNumber } from './common';
import { referenceParam } from './donations';

/**
 * Donation receipts and the yearly statement, as PDF files. Dates and the bounds of a year are
 * read in the Netherlands' time zone: a gift paid at 00:30 on 1 January in Amsterdam belongs to
 * the new year in the Dutch tax return, whatever the server's clock says.
 */
export const RECEIPT_TIME_ZONE = 'Europe/Amsterdam';

/** The first year a statement can be asked for. */
export const STATEMENT_FIRST_YEAR = 2000;

/** What the receipt routes answer (in English; the API translates them at its edge). */
export const receiptMessages = {
  notFound: 'receipts.not_found',
  ownStatement: 'receipts.own_statement',
  year: 'receipts.year',
} as const;

/** The current year in the Netherlands: the last one a statement can be asked for. */
export function statementLastYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: RECEIPT_TIME_ZONE, year: 'numeric' }).format(now),
  );
}

/** The language of the PDF's text. */
const language = languageSchema.optional();

/** GET /donations/{reference}/receipt.pdf */
export const receiptParams = referenceParam;
export const receiptQuery = z.object({
  lang: language.describe("Language of the PDF's text; defaults to the donation's language"),
});
export type ReceiptQuery = z.infer<typeof receiptQuery>;

/** A calendar year from 2000 up to the current one; anything else is a 422 with one message. */
const statementYear = wholeNumber(
  z
    .number({ error: receiptMessages.year })
    .int({ error: receiptMessages.year, abort: true })
    .min(STATEMENT_FIRST_YEAR, { error: receiptMessages.year, abort: true })
    .refine((year) => year <= statementLastYear(), receiptMessages.year),
).describe(`Calendar year, from ${STATEMENT_FIRST_YEAR} up to the current year`);

/** GET /user/{id}/donations/statement.pdf */
export const statementParams = idParam;
export const statementQuery = z.object({
  year: statementYear,
  lang: language.describe("Language of the PDF's text; defaults to the account's language"),
});
export type StatementQuery = z.input<typeof statementQuery>;

/** The file names the downloads are offered under. */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;
export const statementFileName = (year: number) => `donation-statement-${year}.pdf`;
