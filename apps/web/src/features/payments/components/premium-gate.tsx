import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { InlineErrorState } from '@/components/ui/error-state';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useJobPlanPrice } from '../api/get-plans';
import { usePremiumCheck } from '../api/get-premium-check';
import { isAlreadyPremium, useStartJobPayment } from '../api/start-job-payment';

interface PremiumGateProps {
  /** What a premium user may do: the Post Job action. */
  children: ReactNode;
  /** The non-profit the upgrade is bought from, when there is one. */
  nonprofitId?: number;
}

/**
 * Only a premium user posts jobs: a premium user sees `children`; anyone else the one-time price of the job plan
 * (plan 1, 25 euro until it loads) and Upgrade Now, which starts the payment and leaves
 * for the checkout ('Processing...' meanwhile).
 */
export function PremiumGate({ children, nonprofitId }: PremiumGateProps) {
  const { t } = useTranslation();
  const check = usePremiumCheck();

  if (check.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" color="ember" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Group>
    );
  }
  if (check.isError) {
    return (
      <InlineErrorState
        message={t('payments.premium.checkFailed')}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  }
  if (check.data.premium) return <>{children}</>;
  return <UpgradeOffer nonprofitId={nonprofitId} />;
}

function UpgradeOffer({ nonprofitId }: { nonprofitId?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = useJobPlanPrice();
  const upgrade = useStartJobPayment();
  // After success the browser is leaving for the checkout: stay busy until it has.
  const busy = upgrade.isPending || upgrade.isSuccess;

  return (
    <Paper withBorder radius="lg" p="lg" bg="white">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" color="ember" aria-hidden="true">
            <IconCrown size={22} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {t('payments.premium.title')}
          </Title>
        </Group>
        <Text>{t('payments.premium.text', { price: formatEuros(price, language) })}</Text>
        <Text size="sm" c="dimmed">
          {t('payments.premium.oneTime')}
        </Text>
        {upgrade.isError ? (
          isAlreadyPremium(upgrade.error) ? (
            <Alert color="leaf" variant="light" role="status">
              {t('payments.premium.alreadyPremium')}
            </Alert>
          ) : (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('payments.premium.failedTitle')}
            >
              {t('payments.premium.failed')}
            </Alert>
          )
        ) : null}
        <Group>
          <Button
            leftSection={<IconCrown size={18} aria-hidden="true" />}
            disabled={busy}
            onClick={() => upgrade.mutate({ nonprofitId })}
          >
            {busy ? t('payments.premium.processing') : t('payments.premium.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
