/**
 * What a donation's receipt may call itself. A tax receipt ("giftenverklaring") tells the donor
 * the gift may be deducted in the Dutch income tax return, which only holds for a gift of real
 * money to an organisation with ANBI status; everything else is a payment confirmation.
 */
export type ReceiptKind = 'tax-receipt' | 'payment-confirmation';

/** What the decision reads of the organisation and the donation. */
export interface ReceiptKindFacts {
  /** The organisation's ANBI status as an operator found it in the register (ADR 046). */
  anbi: boolean;
  /** Made in test mode: no money moved, so nothing to declare. */
  testMode: boolean;
}

/**
 * The one place that decides between a tax receipt and a payment confirmation: the receipt
 * e-mail, the receipt PDF and the yearly statement all ask here.
 */
export function receiptKind({ anbi, testMode }: ReceiptKindFacts): ReceiptKind {
  return anbi && !testMode ? 'tax-receipt' : 'payment-confirmation';
}
