import type { Subscription } from '@app/contract';
import { Alert, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconHeart,
  IconHome,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSubscriptionByLink } from '@/features/subscriptions/api/get-subscription-by-link';
import { MonthlyGiftSummary } from '@/features/subscriptions/components/monthly-gift-summary';
import { StopMonthlyGift } from '@/features/subscriptions/components/stop-monthly-gift';
import { isMissing } from '@/lib/api-client';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /monthly-giving/{token}: the link in every receipt of a monthly gift. It shows the
 * gift (amount, what it goes to, status, next charge, the payments so far) and stops it after a
 * confirmation; no account is needed. Nothing happens on opening it (mail scanners open links
 * too), only the button stops. A link that names no gift says so.
 */
export function MonthlyGivingScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const query = useSubscriptionByLink(token);
  useDocumentMeta(t('subscriptions.link.documentTitle'));

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('subscriptions.link.title')}
          </Title>
          {query.isPending ? (
            <PageLoader label={t('subscriptions.link.loading')} />
          ) : query.isError ? (
            isMissing(query.error) ? (
              <InvalidLink />
            ) : (
              <ErrorState
                message={t('subscriptions.link.loadFailed')}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            )
          ) : (
            <MonthlyGift gift={query.data} token={token} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        title={t('subscriptions.link.invalidTitle')}
      >
        {t('subscriptions.link.invalid')}
      </Alert>
      <HomeButton />
    </>
  );
}

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.home.href()}
      variant="default"
      leftSection={<IconHome size={18} aria-hidden="true" />}
    >
      {t('subscriptions.link.home')}
    </Button>
  );
}

/** The gift, what happened to it, and Stop while it runs (or waits for its first payment). */
function MonthlyGift({ gift, token }: { gift: Subscription; token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [stopped, setStopped] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  // The Stop button that opened the dialog is gone now: focus goes to what came of it.
  useEffect(() => {
    if (stopped) done.current?.focus();
  }, [stopped]);
  const text = (key: string, values?: Record<string, unknown>) =>
    t(`subscriptions.link.${key}`, values);
  const running = gift.status === 'active' || gift.status === 'pending';
  const thanks =
    gift.given > 0 ? ` ${text('thanks', { amount: formatEuros(gift.given, language) })}` : '';
  const reason =
    gift.status === 'canceled' && gift.stop_reason && !stopped
      ? ` ${t(`subscriptions.stopReason.${gift.stop_reason}`, { name: gift.target?.name })}`
      : '';

  return (
    <>
      {stopped ? (
        <Alert
          ref={done}
          tabIndex={-1}
          color="leaf"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={text('doneTitle')}
        >
          {text('done')}
          {thanks}
        </Alert>
      ) : gift.status === 'canceled' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
          {text('alreadyStopped')}
          {reason}
          {thanks}
        </Alert>
      ) : gift.status === 'ended' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
          {text('neverStarted')}
        </Alert>
      ) : gift.last_charge_failed_at ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        >
          {text('lastFailed', { date: formatLongDate(gift.last_charge_failed_at, language) })}
        </Alert>
      ) : null}
      <MonthlyGiftSummary gift={gift} />
      {running ? (
        <StopMonthlyGift gift={gift} token={token} onStopped={() => setStopped(true)} />
      ) : null}
      <Group gap="sm">
        {gift.target && !running ? (
          <Button
            component={Link}
            to={paths.payment.href(gift.target.name, {
              type: gift.target.type,
              id: gift.target.id,
            })}
            variant="light"
            leftSection={<IconHeart size={18} aria-hidden="true" />}
          >
            {text('giveAgain', { name: gift.target.name })}
          </Button>
        ) : null}
        <HomeButton />
      </Group>
    </>
  );
}
