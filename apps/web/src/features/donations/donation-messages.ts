import { donationMessages } from '@app/contract';

/** A translate function, e.g. `t` of `useTranslation()`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const keyOf = new Map<string, string>(
  Object.entries(donationMessages).map(([key, text]) => [text, key]),
);

/**
 * The API answers in English with the texts of `donationMessages` (the contract). Shown to a
 * visitor they are translated (`donations.messages.{key}`); an unknown text is shown as it came.
 */
export function translateDonationMessage(message: string, t: Translate): string {
  return knownDonationMessage(message, t) ?? message;
}

/** The translation of one of the contract's texts, or null for any other text. */
export function knownDonationMessage(message: string, t: Translate): string | null {
  const key = keyOf.get(message);
  return key ? t(`donations.messages.${key}`) : null;
}
