import { DONATION_MAX_EUROS, payQuery, type DonationPackage } from '@app/contract';
import { useRef, useState } from 'react';
import { ApiError, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePay } from './api/pay';
import type { DialogMessage } from './components/message-dialog';
import { amountText, checkAmount, type AmountProblem } from './donation-amount';
import { knownDonationMessage, translateDonationMessage } from './donation-messages';
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
}

const amountTextKeys: Record<AmountProblem, string> = {
  invalidAmount: 'donations.amount.invalid',
  amountDecimals: 'donations.amount.decimals',
  amountTooLarge: 'donations.amount.tooLarge',
};

/**
 * State and submit of the payment form (spec 4, Payment: amount chosen or typed, busy, redirect).
 * The amount is checked first (a dialog per spec 5), then the whole query with the contract's
 * own `payQuery`; only a valid one is sent. Nothing typed is lost on any failure.
 */
export function usePaymentForm(donation: DonationState) {
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
  const busy = pay.isPending || pay.isSuccess;

  const change = <K extends keyof PaymentValues>(key: K, value: PaymentValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'donorName' ? 'donor_name' : key === 'donorEmail' ? 'donor_email' : key;
    if (isPayField(field)) setErrors(({ [field]: _gone, ...rest }) => rest);
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
    if (first) fieldRefs.current[first]?.focus();
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
        text:
          knownDonationMessage(error.message, t) ??
          tooManyAttemptsMessage(error, t) ??
          error.message,
      });
      return;
    }
    setDialog({
      title: t('donations.dialog.paymentErrorTitle'),
      text: t('donations.messages.paymentError'),
    });
  };

  const submit = () => {
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
    const parsed = payQuery.safeParse({
      amount: amount.amount,
      object_type: donation.source,
      object_id: donation.objectId,
      donor_name: donorName,
      donor_email: donorEmail,
      message: values.message,
      anonymous: values.anonymous,
      lang: language,
    });
    if (!parsed.success) {
      const fields: Partial<Record<PayField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (isPayField(field) && !fields[field]) {
          fields[field] = translateDonationMessage(issue.message, t);
        }
      }
      showFieldErrors(fields);
      if (Object.keys(fields).length === 0) failed(new Error('unexpected'));
      return;
    }
    setErrors({});
    sending.current = true;
    pay.mutate(parsed.data, { onError: failed });
  };

  return {
    values: { ...values, donorName, donorEmail },
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
  };
}
