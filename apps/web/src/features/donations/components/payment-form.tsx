import type { DonationFees } from '@app/contract';
import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCurrencyEuro, IconLock } from '@tabler/icons-react';
import { useEffect, type FormEvent } from 'react';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { useTranslation } from '@/lib/i18n';
import type { DonationState } from '../donation-state';
import { usePaymentForm } from '../use-payment-form';
import { FrequencyChoice } from './frequency-choice';
import { GiftPlan } from './gift-plan';
import { PackageList, type PackagesSource } from './package-list';
import { useDialogOnDemand } from '@/lib/use-on-demand';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * DONATE, disabled until the app runs the page: the browser cannot send the form on its own. The
 * only part of the form that asks whether the app runs, so that the answer changing right after
 * hydration (a render React does at once, not in steps) renders this button again, not the form.
 */
function DonateButton({ busy }: { busy: boolean }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  return (
    <Button type="submit" size="lg" disabled={busy || !hydrated} fullWidth>
      {busy ? t('donations.payment.processing') : t('donations.payment.donate')}
    </Button>
  );
}

const loadMessageDialog = () => import('./message-dialog').then((module) => module.MessageDialog);

interface PaymentFormProps {
  donation: DonationState;
  packages: PackagesSource;
  /** GET /donation-fees, once known: then "I'll cover the fee" is offered. */
  fees?: DonationFees;
}

/**
 * What to give and who gives it: one-time or monthly, a suggested
 * amount or one's own, what a monthly gift will do and "I'll cover the fee", the name and e-mail
 * (optional for one gift, needed for a monthly one), a message and 'Donate anonymously'; DONATE
 * shows 'Processing...' until the browser leaves for the checkout.
 */
export function PaymentForm({ donation, packages, fees }: PaymentFormProps) {
  const { t } = useTranslation();
  const form = usePaymentForm(donation, fees);
  const { values, errors, busy } = form;
  // The dialog (a refused amount, a failed payment) is not part of the page's code: a modal
  // brings its focus trap, scroll lock and scroll area: 32 kB gzipped of the page's 238.
  // It loads once the visitor reaches into the form, so it is there, closed, before a DONATE can
  // need it; opened before it arrived, it opens once loaded.
  const dialog = useDialogOnDemand(loadMessageDialog);
  const { Dialog: MessageDialog, open: openDialog, close: closeDialog } = dialog;
  const hasMessage = form.dialog !== null;
  useEffect(() => {
    if (hasMessage) openDialog();
    else closeDialog();
  }, [hasMessage, openDialog, closeDialog]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  // Reaching into the form starts loading what DONATE may need: the dialog and the query's check.
  const reach = () => {
    dialog.want();
    form.prepare();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        onSubmit={onSubmit}
        onFocus={reach}
        onPointerDown={reach}
        noValidate
        aria-label={t('donations.payment.formLabel')}
      >
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('donations.amount.heading')}
            </Title>
            <FrequencyChoice
              value={values.frequency}
              onChange={(frequency) => form.change('frequency', frequency)}
              disabled={busy}
            />
            <PackageList
              source={packages}
              selectedId={form.selectedPackageId}
              onSelect={form.choosePackage}
              disabled={busy}
            />
            <TextInput
              ref={form.fieldRef('amount')}
              label={t('donations.amount.label')}
              description={t('donations.amount.hint')}
              value={values.amount}
              onChange={(event) => form.setAmount(event.currentTarget.value)}
              error={errors.amount}
              inputMode="decimal"
              autoComplete="off"
              leftSection={<IconCurrencyEuro size={18} aria-hidden="true" />}
              size="md"
              maw={280}
              readOnly={busy}
            />
            <GiftPlan
              amount={values.amount}
              monthly={form.monthly}
              fee={form.fee}
              canCoverFee={form.canCoverFee}
              coverFee={values.coverFee}
              onCoverFee={(cover) => form.change('coverFee', cover)}
              name={donation.name}
              disabled={busy}
            />
          </Stack>

          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {t('donations.donor.heading')}
              </Title>
              <Text size="sm" c="dimmed">
                {form.monthly ? t('subscriptions.payment.donorIntro') : t('donations.donor.intro')}
              </Text>
            </Stack>
            <TextInput
              ref={form.fieldRef('donor_name')}
              label={t('donations.donor.name')}
              value={values.donorName}
              onChange={(event) => form.change('donorName', event.currentTarget.value)}
              error={errors.donor_name}
              required={form.monthly}
              autoComplete="name"
              maxLength={100}
              readOnly={busy}
            />
            <TextInput
              ref={form.fieldRef('donor_email')}
              type="email"
              label={t('donations.donor.email')}
              description={t('donations.donor.emailHint')}
              value={values.donorEmail}
              onChange={(event) => form.change('donorEmail', event.currentTarget.value)}
              error={errors.donor_email}
              required={form.monthly}
              autoComplete="email"
              readOnly={busy}
            />
            <GrowingTextarea
              ref={form.fieldRef('message')}
              label={t('donations.donor.message')}
              description={t('donations.donor.messageHint')}
              value={values.message}
              onChange={(event) => form.change('message', event.currentTarget.value)}
              error={errors.message}
              minRows={2}
              maxRows={6}
              maxLength={500}
              readOnly={busy}
            />
            <Checkbox
              label={t('donations.donor.showPublicly')}
              description={
                values.anonymous
                  ? t('donations.donor.showPubliclyAnonymous')
                  : t('donations.donor.showPubliclyHint')
              }
              // Anonymous wins: the choice is off and cannot be made while anonymous is on.
              checked={values.showPublicly && !values.anonymous}
              onChange={(event) => form.change('showPublicly', event.currentTarget.checked)}
              disabled={busy || values.anonymous}
            />
            <Checkbox
              label={t('donations.donor.anonymous')}
              description={t('donations.donor.anonymousHint')}
              checked={values.anonymous}
              onChange={(event) => form.change('anonymous', event.currentTarget.checked)}
              disabled={busy}
            />
          </Stack>

          {form.formError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {form.formError}
            </Alert>
          ) : null}

          <Stack gap="xs">
            <DonateButton busy={busy} />
            <Text size="sm" c="dimmed" ta="center">
              <IconLock size={14} aria-hidden="true" style={{ verticalAlign: '-2px' }} />{' '}
              {t('donations.payment.secure')}
            </Text>
          </Stack>
        </Stack>
      </form>
      {MessageDialog ? (
        <MessageDialog message={dialog.opened ? form.dialog : null} onClose={form.closeDialog} />
      ) : null}
    </Paper>
  );
}
