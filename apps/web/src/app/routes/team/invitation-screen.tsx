import type { InvitationAcceptResponse, TeamPageType } from '@app/contract';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { lookUpInvitation, useAcceptInvitation } from '@/features/team/api/team-writes';
import { errorMessage, isMissing } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

const pageHref: Record<TeamPageType, (id: number) => string> = {
  nonprofit: paths.nonprofitProfile.href,
  fundraiser: paths.fundraiserProfile.href,
  company: paths.companyProfile.href,
};

/**
 * /invitation/{token}: the link of an invitation to help run a page. It says what the
 * invitation is for, or that it has expired, been used or revoked. A visitor signs in (and
 * comes back here) or signs up through it (the sign-up screen accepts it); a signed-in user of
 * the invited address accepts with a button (opening the link alone changes nothing: mail
 * scanners open links too).
 */
export function InvitationScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const location = useLocation();
  const { user } = useSession();
  const accept = useAcceptInvitation();
  const lookup = useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: () => lookUpInvitation(token),
    retry: false,
  });
  const accepted: InvitationAcceptResponse | undefined = accept.data;
  // `?accept=1`: the sign-up screen (or the guard of /sign-up, once signed in) sends the new
  // account back here to accept at once.
  const acceptNow = new URLSearchParams(location.search).has('accept');
  const mayAccept =
    user !== null &&
    lookup.data?.status === 'open' &&
    user.email.toLowerCase() === lookup.data.email;
  useEffect(() => {
    if (acceptNow && mayAccept && accept.isIdle) accept.mutate(token);
  }, [acceptNow, mayAccept, accept, token]);

  const layout = (children: React.ReactNode) => (
    <AuthLayout title={t('team.accept.title')} icon={<IconUsersGroup size={30} />}>
      {children}
    </AuthLayout>
  );

  if (accepted) {
    return layout(
      <Stack gap="md">
        <Alert
          color="leaf"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
        >
          {t('team.accept.accepted', { page: accepted.page.name })}
        </Alert>
        <Button component={Link} to={pageHref[accepted.page.type](accepted.page.id)} size="md">
          {t('team.accept.openPage')}
        </Button>
      </Stack>,
    );
  }
  if (lookup.isPending) {
    return layout(
      <Stack align="center" gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('team.accept.loading')}</Text>
      </Stack>,
    );
  }
  if (lookup.isError) {
    return layout(
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
      >
        {isMissing(lookup.error)
          ? t('team.accept.notFound')
          : errorMessage(lookup.error, t('team.failed'))}
      </Alert>,
    );
  }

  const invitation = lookup.data;
  const inviter = invitation.invited_by ?? '';
  if (invitation.status !== 'open') {
    return layout(
      <Alert
        color="orange"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
      >
        {invitation.status === 'expired'
          ? t('team.accept.expired', { name: inviter })
          : t('team.accept.used')}
      </Alert>,
    );
  }

  const here = { pathname: location.pathname };
  const otherAccount = user !== null && user.email.toLowerCase() !== invitation.email;
  return layout(
    <Stack gap="md">
      <Text>
        {t('team.accept.text', {
          name: inviter,
          page: invitation.page.name,
          role: t(`team.asRole.${invitation.role}`),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('team.accept.forEmail', { email: invitation.email })}
      </Text>
      {accept.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(accept.error, t('team.failed'))}
        </Alert>
      ) : null}
      {user === null ? (
        <>
          <Button
            component={Link}
            to={paths.signUp.href()}
            state={{
              invitation: { token, email: invitation.email },
              from: { ...here, search: '?accept=1' },
            }}
            size="md"
          >
            {t('team.accept.signUp')}
          </Button>
          <Button component={Link} to={paths.login.href()} state={{ from: here }} variant="default">
            {t('team.accept.signIn')}
          </Button>
        </>
      ) : otherAccount ? (
        <>
          <Alert color="orange" variant="light" role="alert">
            {t('team.accept.otherAccount', { email: user.email })}
          </Alert>
          {/* Signed out, the screen offers to sign in or up with the invited address. */}
          <Button variant="default" onClick={() => void logout()}>
            {t('team.accept.signOut')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t('team.accept.signedInAs', { email: user.email })}</Text>
          <Button size="md" loading={accept.isPending} onClick={() => accept.mutate(token)}>
            {t('team.accept.accept')}
          </Button>
        </>
      )}
    </Stack>,
  );
}
