import type { PageDonation } from '@app/contract';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { firstFieldErrors, errorMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

interface RefundDialogProps {
  /** What is refunded: the owner's donation, or one in the operator's console. */
  donation: Pick<PageDonation, 'amount' | 'net'> | null;
  onClose: () => void;
  onRefund: (body: { amount: number; reason: string }) => void;
  pending: boolean;
  error: unknown;
}

/**
 * Refund (part of) a donation: how much (at most what remains, all of it to start
 * with) and why; the donor receives the reason by e-mail. The amount and reason stay when the
 * refund is refused.
 */
export function RefundDialog({ donation, onClose, onRefund, pending, error }: RefundDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [shown, setShown] = useState(donation);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (donation && donation !== shown) {
    setShown(donation);
    setAmount(String(donation.net));
    setReason('');
  }
  const fields = firstFieldErrors(error);
  const general =
    error && !fields.amount && !fields.reason ? errorMessage(error, t('errors.generic')) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRefund({ amount: Number(amount.replace(',', '.')), reason });
  }

  return (
    <Modal
      opened={donation !== null}
      onClose={pending ? () => {} : onClose}
      title={t('donations.owner.refund.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {shown ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('donations.owner.refund.intro', {
                amount: formatEuros(shown.amount, language),
                remaining: formatEuros(shown.net, language),
              })}
            </Text>
            <TextInput
              label={t('donations.owner.refund.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={fields.amount}
              disabled={pending}
              required
              data-autofocus
            />
            <Textarea
              label={t('donations.owner.refund.reason')}
              description={t('donations.owner.refund.reasonHint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={fields.reason}
              disabled={pending}
              maxLength={500}
              rows={3}
              required
            />
            {general ? (
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} aria-hidden="true" />}
                role="alert"
              >
                {general}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={pending}>
                {t('donations.owner.refund.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
