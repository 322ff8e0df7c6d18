import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { mollieConnectionsQueryKey } from '@/features/payments/api/get-mollie-connection';
import { ResultCard } from '@/features/payments/components/result-card';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** The `nonprofit` query parameter, when it is a plausible id (it only builds a link). */
function useNonprofitParam(): number | null {
  const [params] = useSearchParams();
  const value = params.get('nonprofit') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /mollie-connect-success (a static message): the API's OAuth callback lands the owner
 * here, with `?nonprofit=` to go back to the non-profit's profile.
 */
export function MollieConnectSuccessScreen() {
  const { t } = useTranslation();
  const nonprofitId = useNonprofitParam();
  const queryClient = useQueryClient();
  useDocumentMeta(t('payments.connect.successTitle'));

  // The profile's 'Connect with payment provider' must show the new connection.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: mollieConnectionsQueryKey });
  }, [queryClient]);

  return (
    <ResultCard
      icon={<IconCircleCheck size={40} />}
      color="leaf"
      title={t('payments.connect.successTitle')}
      text={t('payments.connect.success')}
      actions={
        nonprofitId === null ? (
          <Button component={Link} to={paths.profile.href()}>
            {t('payments.connect.toProfile')}
          </Button>
        ) : (
          <Button component={Link} to={paths.nonprofitProfile.href(nonprofitId)}>
            {t('payments.connect.backToNonprofit')}
          </Button>
        )
      }
    />
  );
}

/** What the API's callback says went wrong (`reason`); 'provider' adds nothing to the text. */
const reasonKeys: Record<string, string | undefined> = {
  denied: 'payments.connect.denied',
  state: 'payments.connect.stale',
};

/**
 * /mollie-connect-failed: 'Connection Failed', the gateway connection could not be made
 * and this is usually a quick fix; Try Again (back to the non-profit) and Contact.
 */
export function MollieConnectFailedScreen() {
  const { t } = useTranslation();
  const nonprofitId = useNonprofitParam();
  const [params] = useSearchParams();
  const reason = reasonKeys[params.get('reason') ?? ''];
  useDocumentMeta(t('payments.connect.failedTitle'));

  return (
    <ResultCard
      icon={<IconPlugConnectedX size={40} />}
      color="red"
      title={t('payments.connect.failedTitle')}
      text={t('payments.connect.failedText')}
      actions={
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={
              nonprofitId === null ? paths.profile.href() : paths.nonprofitProfile.href(nonprofitId)
            }
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
          >
            {t('payments.connect.tryAgain')}
          </Button>
          <Button
            component={Link}
            to={paths.contact.href()}
            variant="default"
            leftSection={<IconMail size={18} aria-hidden="true" />}
          >
            {t('payments.connect.contact')}
          </Button>
        </Group>
      }
    >
      {reason ? <Text>{t(reason)}</Text> : null}
    </ResultCard>
  );
}
