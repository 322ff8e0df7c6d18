import type { DonationActivity, Id, UserDonationsResponse } from '@app/contract';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCompass, IconHeartHandshake } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { OrdersList } from '@/features/orders/components/orders-list';
import { OrdersSkeleton } from '@/features/orders/components/orders-skeleton';
import { YearlyStatement } from '@/features/orders/components/yearly-statement';
import { DonorMonthlyGifts } from '@/features/subscriptions/components/donor-monthly-gifts';
import { userDonationPagesQueryOptions } from '@/features/users/api/get-user-donations';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /orders (linked from the payment success page): the signed-in donor's donations, 20 at a time
 * with 'Load more', with a receipt for each paid one, and the yearly statement for the tax return
 * above them.
 */
export function OrdersScreen() {
  const { user } = useSession();
  // The guard only renders this route with a signed-in user.
  return user ? <Orders userId={user.id} /> : null;
}

function Orders({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  useDocumentMeta(t('orders.title'));
  // A donor expects the latest state here (a refund, a payment just made): a cached copy is
  // shown and read again.
  const donations = useInfiniteQuery({
    ...userDonationPagesQueryOptions(userId),
    refetchOnMount: 'always',
  });
  /** The first donation of the page 'Load more' brought: focus goes there (keyboard users). */
  const [focusId, setFocusId] = useState<number>();
  const loadMoreRef = useRef<HTMLButtonElement>(null);

  async function loadMore() {
    const shown = new Set(loaded(donations.data?.pages).map((donation) => donation.id));
    const result = await donations.fetchNextPage();
    const first = loaded(result.data?.pages).find((donation) => !shown.has(donation.id));
    if (first && !result.isFetchNextPageError) setFocusId(first.id);
    else loadMoreRef.current?.focus();
  }

  let body: ReactNode;
  if (donations.isPending) {
    body = <OrdersSkeleton />;
  } else if (!donations.data) {
    // Failed before anything came; a later page that failed keeps the list (below).
    body = (
      <ErrorState
        message={errorMessage(donations.error, t('orders.loadFailed'))}
        onRetry={() => void donations.refetch()}
        retrying={donations.isFetching}
      />
    );
  } else if (donations.data.pages[0]!.data.length === 0) {
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
    const list = loaded(donations.data.pages);
    // Over all the donor's donations, not only those loaded (the first page answers them).
    const years = donations.data.pages[0]!.paid_years;
    const total = donations.data.pages.at(-1)!.meta.total;
    body = (
      <Stack gap="lg">
        {years.length > 0 ? <YearlyStatement userId={userId} years={years} /> : null}
        <OrdersList donations={list} focusId={focusId} />
        {donations.isFetchNextPageError ? (
          <Text c="red.8" size="sm" role="alert" ta="center">
            {t('orders.list.loadMoreFailed')}
          </Text>
        ) : null}
        <Group justify="center" gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('orders.list.count', { shown: list.length, count: total })}
          </Text>
          {donations.hasNextPage ? (
            <Button
              ref={loadMoreRef}
              variant="default"
              onClick={() => void loadMore()}
              disabled={donations.isFetchingNextPage}
            >
              {donations.isFetchingNextPage
                ? t('orders.list.loadingMore')
                : t('orders.list.loadMore')}
            </Button>
          ) : null}
        </Group>
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
        <DonorMonthlyGifts userId={userId} />
        {body}
      </Stack>
    </Container>
  );
}

/**
 * The donations of the pages loaded so far, each once: one given between two pages moves the
 * others one place on, so the next page can start with the last of the one before.
 */
function loaded(pages: readonly UserDonationsResponse[] = []): DonationActivity[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.data)
    .filter((donation) => !seen.has(donation.id) && !!seen.add(donation.id));
}
