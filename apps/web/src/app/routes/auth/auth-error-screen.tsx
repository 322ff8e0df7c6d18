import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useCountdown } from '@/lib/use-countdown';

/** The auth-error screen redirects to /login after 10 seconds. */
const AUTH_ERROR_REDIRECT_SECONDS = 10;

/** Translation key prefix per error code; anything else is generic. */
const codeKeys: Record<string, string> = {
  google_auth_failed: 'auth.error.google',
  facebook_auth_failed: 'auth.error.facebook',
  invalid_state: 'auth.error.invalidState',
  auth_failed: 'auth.error.failed',
};

/** Longest message taken from the address bar; the rest is cut. */
const MESSAGE_LIMIT = 300;

/**
 * /auth/error: title and explanation for the `error` code, the `message` in a red
 * box when given, links to try again, sign up or go home, and a redirect to /login after 10 s.
 */
export function AuthErrorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefix = codeKeys[params.get('error') ?? ''] ?? 'auth.error.unknown';
  const message = params.get('message')?.trim().slice(0, MESSAGE_LIMIT);
  // WCAG 2.2.1: the visitor may stop the redirect to read the page at their own pace.
  const [staying, setStaying] = useState(false);

  return (
    <AuthLayout
      title={t(`${prefix}.title`)}
      subtitle={t(`${prefix}.text`)}
      icon={<IconAlertTriangle size={30} />}
    >
      <Stack gap="md">
        {message ? (
          <Alert color="red" variant="filled" title={t('auth.error.details')}>
            {message}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Button component={Link} to={paths.login.href()} leftSection={<IconLogin size={18} />}>
            {t('auth.error.tryAgain')}
          </Button>
          <Button
            component={Link}
            to={paths.signUp.href()}
            variant="default"
            leftSection={<IconUserPlus size={18} />}
          >
            {t('auth.error.createAccount')}
          </Button>
          <Button
            component={Link}
            to={paths.home.href()}
            variant="subtle"
            leftSection={<IconHome size={18} />}
          >
            {t('auth.error.backHome')}
          </Button>
        </Stack>
        {staying ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('auth.error.staying')}
          </Text>
        ) : (
          <RedirectNotice
            onDone={() => void navigate(paths.login.href(), { replace: true })}
            onStay={() => setStaying(true)}
          />
        )}
      </Stack>
    </AuthLayout>
  );
}

/** The countdown to /login; unmounting it (Stay on this page) stops the redirect. */
function RedirectNotice({ onDone, onStay }: { onDone: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  const remaining = useCountdown(AUTH_ERROR_REDIRECT_SECONDS, onDone);
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed" ta="center">
        {t('auth.error.redirecting', { seconds: remaining, count: remaining })}
      </Text>
      <Button variant="subtle" size="xs" onClick={onStay}>
        {t('auth.error.stay')}
      </Button>
    </Stack>
  );
}
