import {
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCoinEuro, IconFlag, IconUsers, type Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { useTotalFundraisers } from '../api/get-total-fundraisers';
import { useTotalRaised } from '../api/get-total-raised';
import { useTotalSupporters } from '../api/get-total-supporters';

interface Total {
  label: string;
  icon: Icon;
  color: string;
  query: UseQueryResult<unknown>;
  value: string | undefined;
}

/** The three platform totals (raised, supporters, fundraisers), as the API formats them. */
export function PlatformTotals() {
  const { t } = useTranslation();
  const raised = useTotalRaised();
  const supporters = useTotalSupporters();
  const fundraisers = useTotalFundraisers();

  const totals: Total[] = [
    {
      label: t('home.totals.raised'),
      icon: IconCoinEuro,
      color: 'ember',
      query: raised,
      value: raised.data?.total_raised_formatted,
    },
    {
      label: t('home.totals.supporters'),
      icon: IconUsers,
      color: 'leaf',
      query: supporters,
      value: supporters.data?.total_supporters_formatted,
    },
    {
      label: t('home.totals.fundraisers'),
      icon: IconFlag,
      color: 'grape',
      query: fundraisers,
      value: fundraisers.data?.total_fundraisers_formatted,
    },
  ];

  const failed = totals.filter((total) => total.query.isError);
  if (failed.length > 0) {
    return (
      <ErrorState
        message={errorMessage(failed[0]?.query.error, t('errors.generic'))}
        retrying={failed.some((total) => total.query.isFetching)}
        onRetry={() => failed.forEach((total) => void total.query.refetch())}
      />
    );
  }

  const loading = totals.some((total) => total.query.isPending);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'sm', sm: 'lg' }} aria-busy={loading}>
      {loading ? <VisuallyHidden role="status">{t('home.totals.loading')}</VisuallyHidden> : null}
      {totals.map(({ label, icon: TotalIcon, color, value }) => (
        <Paper
          key={label}
          role="group"
          aria-label={label}
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          shadow="sm"
          withBorder
        >
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden="true">
              <TotalIcon size={26} />
            </ThemeIcon>
            <Stack gap={2} style={{ flex: 1 }}>
              {value === undefined ? (
                <Skeleton height={32} width="70%" radius="sm" data-testid="total-skeleton" />
              ) : (
                <Text component="p" fz={{ base: 24, sm: 28 }} fw={800} lh={1.15} m={0}>
                  {value}
                </Text>
              )}
              <Text c="dimmed" fw={500} size="sm">
                {label}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
