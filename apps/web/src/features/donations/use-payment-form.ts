import {
  coverFeeCents,
  DONATION_MAX_EUROS,
  donationMessages,
  type payQuery,
  type DonationFees,
  type DonationFrequency,
  type DonationPackage,
} from '@app/contract';
import { useRef, useState } from 'react';
import { ApiError, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { loadOnce } from '@/lib/use-on-demand';
import { usePay } from './api/pay';
import type { DialogMessage } from './components/message-dialog';
import { amountText, checkAmount, type AmountProblem } from './donation-amount';
import { translateDonationMessage } from './donation-messages';
import type { DonationState } from './donation-state';

/** The fields of the form, named as GET /pay names them (422 errors come back under these). */
const payFields = ['amount', 'donor_name', 'donor_email', 'message'] as const;
export type PayField = (typeof payFields)[number];

const isPayField = (field: string): field is PayField =>
  (payFields as readonly string[]).includes(field);

export interface PaymentValues {
  amount: string;
  /** Null until typed in: a signed-in user's own name and e-mail stand in. */
  donorName: string | null;
  donorEmail: string | null;
  message: string;
  anonymous: boolean;
  /** "Show my name and message on the page": off unless chosen; anonymous wins. */
  showPublicly: boolean;
  /** One gift (the default), or the first of a monthly gift. */
  frequency: DonationFrequency;
  /** "I'll cover the fee": the donor adds the fee so the cause receives the whole gift. */
  coverFee: boolean;
}

/** What covering the fee adds to a valid amount, in whole cents, and what is charged then. */
export interface FeeSum {
  giftCents: number;
  feeCents: number;
  totalCents: number;
}

/** The fee and total for `amount` as typed, when it is a valid amount and the fees are known. */
export function feeSum(amount: string, fees: DonationFees | undefined): FeeSum | null {
  const checked = checkAmount(amount);
  if (!checked.ok || !fees) return null;
  const giftCents = Math.round(checked.amount * 100);
  const feeCents = coverFeeCents(
    giftCents,
    fees.platform_fee_percent,
    Math.round(fees.payment_cost * 100),
  );
  return { giftCents, feeCents, totalCents: giftCents + feeCents };
}

/** The contract's `payQuery`, as `loadPayCheck` brings it. */
type PayCheck = typeof payQuery;
const importPayCheck = (): Promise<PayCheck> =>
  import('./pay-query').then((module) => module.payQuery);

/**
 * Loads the check of the whole query (zod and the contract's `payQuery`) once: the form starts
 * it when the visitor reaches into it, and a submit waits for it.
 */
export const loadPayCheck = () => loadOnce(importPayCheck);

const amountTextKeys: Record<AmountProblem, string> = {
  invalidAmount: 'donations.amount.invalid',
  amountDecimals: 'donations.amount.decimals',
  amountTooLarge: 'donations.amount.tooLarge',
};

/**
 * State and submit of the payment form (amount chosen or typed, busy, redirect).
 * The amount is checked first (a dialog when it is invalid), then the whole query with the contract's
 * own `payQuery` (loaded on demand, `loadPayCheck`), and a monthly gift's name and e-mail;
 * only a valid one is sent.
 * Covering the fee is offered once `fees` (GET /donation-fees) are known. Nothing typed is lost
 * on any failure.
 */
export function usePaymentForm(donation: DonationState, fees?: DonationFees) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const pay = usePay();
  const [values, setValues] = useState<PaymentValues>({
    amount: '',
    donorName: null,
    donorEmail: null,
    message: '',
    anonymous: false,
    showPublicly: false,
    frequency: 'once',
    coverFee: false,
  });
  const [selectedPackageId, setSelectedPackageId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PayField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const fieldRefs = useRef<Partial<Record<PayField, HTMLElement | null>>>({});
  // Set before the mutation's own state re-renders, so a second click cannot send twice.
  const sending = useRef(false);

  const donorName = values.donorName ?? user?.name ?? '';
  const donorEmail = values.donorEmail ?? user?.email ?? '';
  // From DONATE until the check of the query has loaded (mostly loaded before, see `prepare`).
  const [checking, setChecking] = useState(false);
  const busy = checking || pay.isPending || pay.isSuccess;

  const monthly = values.frequency === 'monthly';

  const change = <K extends keyof PaymentValues>(key: K, value: PaymentValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'donorName' ? 'donor_name' : key === 'donorEmail' ? 'donor_email' : key;
    if (isPayField(field)) setErrors(({ [field]: _gone, ...rest }) => rest);
    // A one-time gift needs no name or e-mail: what a monthly one asked for no longer stands.
    if (key === 'frequency' && value === 'once') {
      setErrors(({ donor_name: _name, donor_email: _email, ...rest }) => rest);
    }
  };

  const setAmount = (amount: string) => {
    change('amount', amount);
    setSelectedPackageId(null);
  };

  const choosePackage = (item: DonationPackage) => {
    change('amount', amountText(item.amount, language));
    setSelectedPackageId(item.id);
  };

  const showFieldErrors = (next: Partial<Record<PayField, string>>) => {
    setErrors(next);
    const first = payFields.find((field) => next[field]);
    const field = first ? fieldRefs.current[first] : undefined;
    // The field, and its message below it, in the middle of the screen: on a phone the focus
    // alone may leave the message under the fold.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  };

  const failed = (error: unknown) => {
    sending.current = false;
    if (error instanceof ApiError && error.status === 422) {
      const fields: Partial<Record<PayField, string>> = {};
      const others: string[] = [];
      for (const [field, message] of Object.entries(firstFieldErrors(error))) {
        const text = translateDonationMessage(message, t);
        if (isPayField(field)) fields[field] = text;
        else others.push(text);
      }
      showFieldErrors(fields);
      const hasFields = Object.keys(fields).length > 0;
      setFormError(
        others.length > 0
          ? others.join(' ')
          : hasFields
            ? null
            : translateDonationMessage(error.message, t),
      );
      return;
    }
    if (error instanceof ApiError && error.status === 429) {
      // The API's own text in the visitor's language, else the general one with the wait.
      setDialog({
        title: t('donations.dialog.tooManyTitle'),
        text: error.messageCode?.startsWith('donations.')
          ? error.message
          : (tooManyAttemptsMessage(error, t) ?? error.message),
      });
      return;
    }
    setDialog({
      title: t('donations.dialog.paymentErrorTitle'),
      text: t('donations.messages.paymentError'),
    });
  };

  const submit = async () => {
    if (sending.current || busy) return;
    setFormError(null);
    const amount = checkAmount(values.amount);
    if (!amount.ok) {
      const text = t(amountTextKeys[amount.problem], {
        max: formatEuros(DONATION_MAX_EUROS, language),
      });
      setErrors((current) => ({ ...current, amount: text }));
      setDialog({ title: t('donations.dialog.invalidAmountTitle'), text });
      return;
    }
    // Held from here: a second click while the check loads does not send twice.
    sending.current = true;
    setChecking(true);
    let payQuery: PayCheck;
    try {
      payQuery = await loadPayCheck();
    } catch (error) {
      // The check could not load (no network): neither could the payment start.
      setChecking(false);
      failed(error);
      return;
    }
    setChecking(false);
    const parsed = payQuery.safeParse({
      amount: amount.amount,
      object_type: donation.source,
      object_id: donation.objectId,
      donor_name: donorName,
      donor_email: donorEmail,
      message: values.message,
      anonymous: values.anonymous,
      // Sent only when chosen, and never with an anonymous gift: anonymous wins.
      show_publicly: values.showPublicly && !values.anonymous ? true : undefined,
      lang: language,
      // Sent only when chosen: a plain one-time gift asks what it always asked.
      frequency: monthly ? 'monthly' : undefined,
      cover_fee: values.coverFee && fees ? true : undefined,
    });
    const fields: Partial<Record<PayField, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isPayField(field) && !fields[field]) {
        fields[field] = translateDonationMessage(issue.message, t);
      }
    }
    // The API's rule for a monthly gift: someone to send its receipts and its stop link to.
    if (monthly && !donorName.trim() && !fields.donor_name) {
      fields.donor_name = translateDonationMessage(donationMessages.monthlyName, t);
    }
    if (monthly && !donorEmail.trim() && !fields.donor_email) {
      fields.donor_email = translateDonationMessage(donationMessages.monthlyEmail, t);
    }
    if (!parsed.success || Object.keys(fields).length > 0) {
      sending.current = false;
      showFieldErrors(fields);
      if (Object.keys(fields).length === 0) failed(new Error('unexpected'));
      return;
    }
    setErrors({});
    pay.mutate(parsed.data, { onError: failed });
  };

  return {
    values: { ...values, donorName, donorEmail },
    monthly,
    /** The fee and total of the amount as typed, once the fees are known. */
    fee: feeSum(values.amount, fees),
    /** Whether covering the fee can be offered (the fees are known). */
    canCoverFee: fees !== undefined,
    change,
    setAmount,
    choosePackage,
    selectedPackageId,
    errors,
    formError,
    dialog,
    closeDialog: () => setDialog(null),
    /** A callback ref for a field, so a field with an error can be focused. */
    fieldRef: (field: PayField) => (element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
    busy,
    submit,
    /** Starts loading the check of the query, for when the visitor reaches into the form. */
    prepare: () => {
      loadPayCheck().catch(() => {
        // Not loaded (no network): DONATE tries again.
      });
    },
  };
}
