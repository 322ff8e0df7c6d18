import { sandboxPaymentStatuses, type SandboxPayment } from '@app/contract';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoader } from '@/components/ui/page-loader';
import {
  useCompleteSandboxPayment,
  type SandboxOutcome,
} from '@/features/payments/api/complete-sandbox-payment';
import { useSandboxPayment } from '@/features/payments/api/get-sandbox-payment';
import { SandboxChargeback } from '@/features/payments/components/sandbox-chargeback';
import { TestModeBanner } from '@/features/payments/components/test-mode-banner';
import { ApiError } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';

const outcomeColors: Record<SandboxOutcome, string> = {
  paid: 'leaf',
  failed: 'red',
  canceled: 'gray',
  expired: 'orange',
};

/**
 * /sandbox/checkout/{paymentId}: the built-in sandbox's stand-in for Mollie's checkout (used when
 * no Mollie key is configured). The tester picks how the payment ends; the API settles it and
 * answers where the browser goes next, as a real checkout would. A paid one can be charged back,
 * as in Mollie's test mode.
 */
export function SandboxCheckoutScreen() {
  const { t } = useTranslation();
  const { paymentId = '' } = useParams();
  const payment = useSandboxPayment(paymentId);
  useDocumentMeta(t('payments.sandbox.checkoutTitle'));

  if (payment.isPending) return <PageLoader />;
  if (payment.isError) {
    return (
      <LoadFailure
        query={payment}
        notFound={{ message: t('payments.sandbox.notFound') }}
        failed={{ message: t('payments.sandbox.loadFailed') }}
      />
    );
  }
  return <SandboxCheckout payment={payment.data} />;
}

function SandboxCheckout({ payment }: { payment: SandboxPayment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const complete = useCompleteSandboxPayment(payment.id);
  const status = complete.error instanceof ApiError ? complete.error.status : null;
  // 409: someone completed it meanwhile (the payment is refetched to show its status).
  const done = payment.status !== 'open' || status === 409;
  const gone = status === 404;
  const busy = complete.isPending || complete.isSuccess;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <TestModeBanner
          title={t('payments.sandbox.banner')}
          text={t('payments.sandbox.bannerText')}
        />
        <Paper withBorder radius="lg" p="xl" bg="white">
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('payments.sandbox.checkoutTitle')}
            </Title>
            <dl style={{ margin: 0 }}>
              <Text component="dt" size="sm" c="dimmed">
                {t('payments.sandbox.amount')}
              </Text>
              <Text component="dd" m={0} mb="sm" fz={28} fw={700}>
                {formatEuros(payment.amount, language)}
              </Text>
              <Text component="dt" size="sm" c="dimmed">
                {t('payments.sandbox.description')}
              </Text>
              <Text component="dd" m={0}>
                {payment.description}
              </Text>
            </dl>
            {gone ? (
              <EmptyState message={t('payments.sandbox.notFound')} />
            ) : done ? (
              <>
                <Alert
                  color="blue"
                  variant="light"
                  role="status"
                  title={t('payments.sandbox.doneTitle')}
                >
                  {t('payments.sandbox.done')}
                  {payment.status === 'open'
                    ? null
                    : ` ${t('payments.sandbox.doneStatus', { status: t(`payments.status.${payment.status}`) })}`}
                </Alert>
                {payment.status === 'paid' ? <SandboxChargeback payment={payment} /> : null}
              </>
            ) : (
              <Stack gap="sm" role="group" aria-labelledby="sandbox-outcomes">
                <Text id="sandbox-outcomes" fw={600}>
                  {t('payments.sandbox.choose')}
                </Text>
                {complete.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {t('payments.sandbox.failed')}
                  </Alert>
                ) : null}
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  {sandboxPaymentStatuses.map((outcome) => (
                    <Button
                      key={outcome}
                      color={outcomeColors[outcome]}
                      variant={outcome === 'paid' ? 'filled' : 'light'}
                      size="md"
                      disabled={busy && complete.variables !== outcome}
                      loading={busy && complete.variables === outcome}
                      onClick={() => complete.mutate(outcome)}
                    >
                      {t(`payments.status.${outcome}`)}
                    </Button>
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
