import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconPlayerTrackNext } from '@tabler/icons-react';
import { useId } from 'react';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useChargeDueSandboxSubscriptions } from '../api/charge-due-sandbox-subscriptions';

/**
 * A sandbox action: no time passes in the sandbox by itself, so a demo lets a month
 * pass with a click, and every monthly gift that falls due is charged through the very webhook
 * handling a provider's charge takes. Says how many payments were charged, and for how much.
 */
export function SandboxChargeDue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const chargeDue = useChargeDueSandboxSubscriptions();
  const titleId = useId();
  const paid = chargeDue.data?.charges.filter((charge) => charge.status === 'paid') ?? [];
  const paidCents = paid.reduce((sum, charge) => sum + Math.round(charge.amount * 100), 0);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      bg="yellow.0"
      ta="left"
      w="100%"
      style={{ borderColor: 'var(--mantine-color-yellow-5)', borderStyle: 'dashed' }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconFlask size={20} aria-hidden="true" />
          <Title order={2} id={titleId} fz="lg">
            {t('subscriptions.sandbox.title')}
          </Title>
        </Group>
        <Text size="sm">{t('subscriptions.sandbox.intro')}</Text>
        {chargeDue.isSuccess ? (
          <Alert color="leaf" variant="light" role="status">
            {paid.length === 0
              ? t('subscriptions.sandbox.none')
              : t('subscriptions.sandbox.done', {
                  count: paid.length,
                  amount: formatEuros(paidCents / 100, language),
                })}
          </Alert>
        ) : chargeDue.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('subscriptions.sandbox.failed')}
          </Alert>
        ) : null}
        <div>
          <Button
            variant="default"
            leftSection={<IconPlayerTrackNext size={18} aria-hidden="true" />}
            onClick={() => chargeDue.mutate({ months: 1 })}
            disabled={chargeDue.isPending}
          >
            {chargeDue.isPending
              ? t('subscriptions.sandbox.running')
              : t('subscriptions.sandbox.run')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
