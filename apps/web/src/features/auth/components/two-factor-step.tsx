import type { SessionUser, TwoFactorChallengeResponse } from '@app/contract';
import { Anchor } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { AuthLayout } from './auth-layout';
import { SecondFactorForm, type FactorMethod } from './second-factor-form';

/** The sign-in's challenge, as POST /login (or a provider's callback) answered it. */
export type TwoFactorChallenge = TwoFactorChallengeResponse['two_factor'];

/** The step's order of the ways: the app's code first, then a passkey, a recovery code last. */
const order: FactorMethod[] = ['totp', 'passkey', 'recovery_code'];

interface TwoFactorStepProps {
  challenge: string;
  methods: TwoFactorChallenge['methods'];
  /** Signed in (the session is stored): the screen goes on as after a login. */
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password form (the step expired, or another account). */
  onBack: () => void;
  /** The step took the place of the password form on this screen: its field takes the focus. */
  focusOnStart?: boolean;
}

/**
 * The second step of signing in to an account with a second factor: a code of the authenticator
 * app, a passkey or a recovery code. The server's refusals show at their field; an expired step
 * says so, and "Back to login" starts again.
 */
export function TwoFactorStep({
  challenge,
  methods,
  onSignedIn,
  onBack,
  focusOnStart = false,
}: TwoFactorStepProps) {
  const { t } = useTranslation();
  const finish = useLoginTwoFactor(challenge);
  const offered = order.filter((method) => (methods as FactorMethod[]).includes(method));

  return (
    <AuthLayout
      title={t('security.twoFactor.title')}
      subtitle={t('security.twoFactor.subtitle')}
      icon={<IconShieldLock size={30} />}
      footer={
        <Anchor component="button" type="button" onClick={onBack} fw={600}>
          {t('security.twoFactor.back')}
        </Anchor>
      }
    >
      <SecondFactorForm
        methods={offered}
        onAnswer={(answer) => {
          if ('password' in answer) return;
          finish.mutate(answer, { onSuccess: ({ user }) => onSignedIn(user) });
        }}
        onMethodChange={() => finish.reset()}
        pending={finish.isPending}
        error={finish.error}
        errorTitle={t('security.twoFactor.failedTitle')}
        submitLabel={t('security.twoFactor.verify')}
        pendingLabel={t('security.twoFactor.verifying')}
        focusOnStart={focusOnStart}
      />
    </AuthLayout>
  );
}
