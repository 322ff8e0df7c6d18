import type { SandboxPayment } from '@app/contract';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useChargeBackSandboxPayment } from '../api/charge-back-sandbox-payment';

/**
 * A sandbox action on a paid test payment: the donor's bank takes back what remains
 * of it, as a chargeback in Mollie's test mode, after a confirmation. Shows the amount charged
 * back, or why nothing was (409: nothing left on it).
 */
export function SandboxChargeback({ payment }: { payment: SandboxPayment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chargeBack = useChargeBackSandboxPayment(payment.id);
  const [confirming, setConfirming] = useState(false);
  const nothingLeft = chargeBack.error instanceof ApiError && chargeBack.error.status === 409;
  const answered = !confirming && (chargeBack.isSuccess || nothingLeft);
  const result = useRef<HTMLDivElement>(null);
  // The button that opened the dialog is gone now: focus goes to what came of it.
  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="sandbox-chargeback">
      <Title order={2} id="sandbox-chargeback" fz="lg">
        {t('payments.sandbox.chargeback.title')}
      </Title>
      <Text size="sm">{t('payments.sandbox.chargeback.intro')}</Text>
      {chargeBack.isSuccess ? (
        <Alert
          ref={result}
          tabIndex={-1}
          color="leaf"
          variant="light"
          role="status"
          title={t('payments.sandbox.chargeback.doneTitle')}
        >
          {t('payments.sandbox.chargeback.done', {
            amount: formatEuros(chargeBack.data.amount, language),
          })}
        </Alert>
      ) : nothingLeft && !confirming ? (
        <Alert ref={result} tabIndex={-1} color="orange" variant="light" role="status">
          {t('payments.sandbox.chargeback.nothingLeft')}
        </Alert>
      ) : (
        <div>
          <Button
            color="red"
            variant="light"
            leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
            onClick={() => (chargeBack.reset(), setConfirming(true))}
          >
            {t('payments.sandbox.chargeback.open')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          chargeBack.mutate(undefined, {
            onSettled: (_, error) => {
              // A refusal other than "nothing left" stays in the dialog, to try again.
              if (!error || (error instanceof ApiError && error.status === 409)) {
                setConfirming(false);
              }
            },
          })
        }
        title={t('payments.sandbox.chargeback.confirmTitle')}
        message={t('payments.sandbox.chargeback.confirmText', {
          amount: formatEuros(payment.amount, language),
        })}
        confirmLabel={t('payments.sandbox.chargeback.confirm')}
        pendingLabel={t('payments.sandbox.chargeback.pending')}
        pending={chargeBack.isPending}
        error={chargeBack.isError && !nothingLeft ? t('payments.sandbox.chargeback.failed') : null}
      />
    </Stack>
  );
}
