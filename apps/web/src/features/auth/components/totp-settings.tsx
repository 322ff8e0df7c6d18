import type { TotpSetupResponse } from '@app/contract';
import { Alert, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDeviceMobile } from '@tabler/icons-react';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useConfirmTotp } from '../api/confirm-totp';
import { useRemoveTotp } from '../api/remove-totp';
import { useStartTotp } from '../api/start-totp';
import { SecuritySection } from './security-section';

/**
 * The server's QR code (an SVG document) as an image: rendered by the browser as a picture, so
 * nothing in it can run or reach the page.
 */
export function svgImageSource(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The secret in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TotpSettingsProps {
  on: boolean;
  /** The account's first factor brings recovery codes, to show this once. */
  onRecoveryCodes: (codes: string[]) => void;
}

/**
 * The authenticator app: on or off. Setting it up shows the QR code to scan (and the key to type
 * instead), then asks the app's first code, which turns it on. Starting and turning it off
 * need a fresh proof, which the app asks for on its own.
 */
export function TotpSettings({ on, onRecoveryCodes }: TotpSettingsProps) {
  const { t } = useTranslation();
  const start = useStartTotp();
  const remove = useRemoveTotp();
  const [turningOff, setTurningOff] = useState(false);

  function closeTurnOff() {
    if (remove.isPending) return;
    setTurningOff(false);
    remove.reset();
  }

  return (
    <SecuritySection
      title={t('security.totp.title')}
      text={t('security.totp.text')}
      status={on ? t('security.on') : t('security.off')}
      good={on}
    >
      {on ? (
        <Group>
          <Button variant="default" color="red.8" onClick={() => setTurningOff(true)}>
            {t('security.totp.turnOff')}
          </Button>
        </Group>
      ) : start.data ? (
        <TotpSetup
          setup={start.data}
          onCancel={() => start.reset()}
          onDone={(codes) => {
            start.reset();
            if (codes) onRecoveryCodes(codes);
          }}
        />
      ) : (
        <Stack gap="sm" align="flex-start">
          {start.isError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
              {tooManyAttemptsMessage(start.error, t) ??
                errorMessage(start.error, t('security.totp.startFailed'))}
            </Alert>
          ) : null}
          <Button
            leftSection={<IconDeviceMobile size={18} aria-hidden="true" />}
            onClick={() => start.mutate()}
            disabled={start.isPending}
          >
            {start.isPending ? t('security.totp.starting') : t('security.totp.setUp')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        opened={turningOff}
        onClose={closeTurnOff}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: ({ message }) => {
              setTurningOff(false);
              notifications.show({ color: 'leaf', message });
            },
          })
        }
        title={t('security.totp.turnOffTitle')}
        message={t('security.totp.turnOffText')}
        confirmLabel={t('security.totp.turnOff')}
        pendingLabel={t('security.totp.turningOff')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('security.totp.turnOffFailed')) : null}
      />
    </SecuritySection>
  );
}

interface TotpSetupProps {
  setup: TotpSetupResponse;
  onCancel: () => void;
  onDone: (recoveryCodes: string[] | null) => void;
}

/** The QR code, the key to type instead, and the first code that turns the app on. */
function TotpSetup({ setup, onCancel, onDone }: TotpSetupProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldError = missing
    ? t('security.factor.codeRequired')
    : firstFieldErrors(confirm.error).code;
  const failure =
    confirm.isError && !fieldError
      ? (tooManyAttemptsMessage(confirm.error, t) ??
        errorMessage(confirm.error, t('errors.tryAgain')))
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    setMissing(false);
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: ({ message, recovery_codes }) => {
          notifications.show({ color: 'leaf', message });
          onDone(recovery_codes);
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text fw={600}>{t('security.totp.step1')}</Text>
      <Image
        src={svgImageSource(setup.qr_svg)}
        alt={t('security.totp.qrAlt')}
        w={200}
        h={200}
        maw="100%"
        fit="contain"
        bg="white"
        p={4}
        radius="sm"
      />
      <GrowingTextarea
        label={t('security.totp.secretLabel')}
        description={t('security.totp.typeInstead')}
        // Wraps at its groups on a phone instead of hiding the end of the key.
        minRows={1}
        maxRows={3}
        value={grouped(setup.secret)}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        style={{ '--input-font-family': 'var(--mantine-font-family-monospace)' } as CSSProperties}
      />
      <form onSubmit={submit} noValidate aria-busy={confirm.isPending}>
        <Stack gap="sm">
          <Text fw={600}>{t('security.totp.step2')}</Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('security.factor.code')}
            description={t('security.factor.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            maw={320}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
            disabled={confirm.isPending}
          />
          <Group gap="sm">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? t('security.totp.confirming') : t('security.totp.confirm')}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
              {t('security.totp.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
