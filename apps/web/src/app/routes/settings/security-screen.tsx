import type { SessionUser } from '@app/contract';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useSecuritySettings } from '@/features/auth/api/get-security-settings';
import { EmailConfirmationState } from '@/features/auth/components/email-confirmation-state';
import { LinkedProviders } from '@/features/auth/components/linked-providers';
import { PasskeySettings } from '@/features/auth/components/passkey-settings';
import { RecoveryCodeSettings } from '@/features/auth/components/recovery-code-settings';
import { RecoveryCodesDialog } from '@/features/auth/components/recovery-codes-dialog';
import { SessionList } from '@/features/auth/components/session-list';
import { TotpSettings } from '@/features/auth/components/totp-settings';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { getSession, updateSessionUser, useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /settings/security: how the signed-in account signs in. Its address and whether it is
 * confirmed, the authenticator app, passkeys, recovery codes, linked Google or Facebook sign-in
 * and where it is signed in. The security e-mails link here.
 */
export function SecurityScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentMeta(t('security.title'));
  // The guard only renders this route with a signed-in user.
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('security.title')}</Title>
          <Text c="dimmed">{t('security.intro')}</Text>
        </Stack>
        {user ? <Settings user={user} /> : null}
      </Stack>
    </Container>
  );
}

function Settings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  const [codes, setCodes] = useState<string[] | null>(null);
  const secondFactor = settings.data?.second_factor;

  useEffect(() => {
    // The stored session follows what the server says: the console and the header read it.
    const { user: current } = getSession();
    if (current && secondFactor !== undefined && current.second_factor !== secondFactor) {
      updateSessionUser({ ...current, second_factor: secondFactor });
    }
  }, [secondFactor]);

  if (settings.isPending) return <PageLoader label={t('security.loading')} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={t('security.loadFailed')}
        message={errorMessage(settings.error, t('errors.tryAgain'))}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
        retryLabel={t('common.tryAgain')}
      />
    );
  }

  const { data } = settings;
  return (
    <>
      <EmailConfirmationState user={user} />
      <TotpSettings on={data.totp} onRecoveryCodes={setCodes} />
      <PasskeySettings passkeys={data.passkeys} onRecoveryCodes={setCodes} />
      <RecoveryCodeSettings
        secondFactor={data.second_factor}
        left={data.recovery_codes_left}
        onRecoveryCodes={setCodes}
      />
      <LinkedProviders user={user} />
      <SessionList />
      <RecoveryCodesDialog codes={codes} email={user.email} onClose={() => setCodes(null)} />
    </>
  );
}
