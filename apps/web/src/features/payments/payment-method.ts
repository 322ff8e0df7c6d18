/** Payment methods with a translated name (Mollie's method ids, plus the built-in sandbox). */
const namedMethods = new Set([
  'ideal',
  'creditcard',
  'bancontact',
  'paypal',
  'applepay',
  'banktransfer',
  'directdebit',
  'sandbox',
]);

/**
 * Whether a payment went through the built-in sandbox (payments without a Mollie key): its
 * method is the sandbox's own, where Mollie reports the real one. Test-mode actions follow it.
 */
export function isSandboxPayment(method: string | null): boolean {
  return method === 'sandbox';
}

/** A translate function, e.g. `t` of `useTranslation()`. */
type Translate = (key: string) => string;

/**
 * The payment method as a payer knows it ('iDEAL', 'Credit card'); an id without a translation
 * is shown as the provider wrote it, and a method not chosen yet says so.
 */
export function paymentMethodName(method: string | null, t: Translate): string {
  if (!method) return t('payments.methods.unknown');
  return namedMethods.has(method) ? t(`payments.methods.${method}`) : method;
}
