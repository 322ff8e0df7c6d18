import type { Subscription } from '@app/contract';
import { Button } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useStopSubscription } from '../api/stop-subscription';

interface StopMonthlyGiftProps {
  gift: Subscription;
  /** The stop link's token; without it the signed-in donor stops their own gift. */
  token?: string;
  /** Called with the stopped gift. */
  onStopped: (gift: Subscription) => void;
}

/**
 * Stop: after a confirmation the gift is stopped at the payment provider. A failure
 * stays in the dialog, to try again: a refused link (403, 404), too many attempts (429), or the
 * provider that could not be reached.
 */
export function StopMonthlyGift({ gift, token, onStopped }: StopMonthlyGiftProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const stop = useStopSubscription({
    onStopped: (stopped) => {
      setConfirming(false);
      onStopped(stopped);
    },
  });
  const text = (key: string, values?: Record<string, unknown>) =>
    t(`subscriptions.link.${key}`, values);
  const refused =
    stop.error instanceof ApiError && (stop.error.status === 403 || stop.error.status === 404);

  return (
    <>
      <div>
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconPlayerStop size={18} aria-hidden="true" />}
          onClick={() => (stop.reset(), setConfirming(true))}
        >
          {text('stop')}
        </Button>
      </div>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => stop.mutate({ id: gift.id, token })}
        title={text('confirmTitle')}
        message={
          gift.target
            ? text('confirmText', { name: gift.target.name })
            : text('confirmTextNoTarget')
        }
        confirmLabel={text('confirm')}
        pendingLabel={text('stopping')}
        cancelLabel={text('keep')}
        pending={stop.isPending}
        error={
          stop.isError
            ? (tooManyAttemptsMessage(stop.error, t) ??
              (refused ? text('stopRefused') : text('stopFailed')))
            : null
        }
      />
    </>
  );
}
