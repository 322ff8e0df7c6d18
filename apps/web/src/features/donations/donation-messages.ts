import { readSaid, sharedMessageKeys } from '@app/i18n/codes';

/** A translate function, e.g. `t` of `useTranslation()`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A donation message by its code (the contract's `donationMessages`, which its schemas give
 * when the page checks a gift before sending it) in the visitor's language; any other text, such
 * as a field error the API already wrote in the visitor's language, is shown as it came.
 */
export function translateDonationMessage(message: string, t: Translate): string {
  return knownDonationMessage(message, t) ?? message;
}

/** The visitor's text of a message code the app says itself, or null for any other text. */
export function knownDonationMessage(message: string, t: Translate): string | null {
  const said = readSaid(message);
  const key = said ? sharedMessageKeys[said.code] : undefined;
  return key ? t(key, said?.params) : null;
}
