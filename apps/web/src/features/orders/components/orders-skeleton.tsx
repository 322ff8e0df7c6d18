import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** The shape of the statement panel and a few donations while they load, announced once. */
export function OrdersSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="orders-skeleton">
      <VisuallyHidden>{t('orders.loading')}</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Skeleton h={22} w="40%" />
            <Skeleton h={14} w="80%" />
            <Skeleton h={36} w={280} maw="100%" />
          </Stack>
        </Paper>
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={56} radius="md" />
          ))}
        </Stack>
      </Stack>
    </div>
  );
}
