import type { Id } from '@app/contract';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconCompass, IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { OrdersList } from '@/features/orders/components/orders-list';
import { OrdersSkeleton } from '@/features/orders/components/orders-skeleton';
import { YearlyStatement } from '@/features/orders/components/yearly-statement';
import { statementYears } from '@/features/orders/orders';
import { userDonationsQueryOptions } from '@/features/users/api/get-user-donations';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /orders (linked from the payment success page): the signed-in donor's donations with a
 * receipt for each paid one, and the yearly statement for the tax return above them.
 */
export function OrdersScreen() {
  const { user } = useSession();
  // The guard only renders this route with a signed-in user.
  return user ? <Orders userId={user.id} /> : null;
}

function Orders({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  useDocumentMeta(t('orders.title'));
  // The profile's feed reads the same list; here a donor expects the latest state (a refund, a
  // payment just made), so a cached copy is shown and read again.
  const donations = useQuery({ ...userDonationsQueryOptions(userId), refetchOnMount: 'always' });

  let body: ReactNode;
  if (donations.isPending) {
    body = <OrdersSkeleton />;
  } else if (donations.isError) {
    body = (
      <ErrorState
        message={errorMessage(donations.error, t('orders.loadFailed'))}
        onRetry={() => void donations.refetch()}
        retrying={donations.isFetching}
      />
    );
  } else if (donations.data.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconHeartHandshake size={28} />}
        title={t('orders.empty.title')}
        message={t('orders.empty.text')}
        action={
          <Button
            component={Link}
            to={paths.discover.href()}
            variant="light"
            leftSection={<IconCompass size={18} aria-hidden="true" />}
          >
            {t('orders.empty.discover')}
          </Button>
        }
      />
    );
  } else {
    const list = donations.data.data;
    const years = statementYears(list);
    body = (
      <Stack gap="lg">
        {years.length > 0 ? <YearlyStatement userId={userId} years={years} /> : null}
        <OrdersList donations={list} />
      </Stack>
    );
  }

  return (
    <Container py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('orders.title')}</Title>
          <Text c="gray.7">{t('orders.intro')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
