import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/**
 * What <main> shows while the first screen's code arrives: the shape of a page (a
 * title, a picture, a few lines) in the place the screen will take, so nothing below moves when
 * it arrives, and 'Loading...' for screen readers.
 */
export function RouteSkeleton() {
  const { t } = useTranslation();
  return (
    <Container py="xl" role="status" aria-live="polite" data-testid="route-skeleton">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={36} width="60%" radius="sm" />
        <Skeleton height={220} radius="md" />
        <Skeleton height={14} radius="xl" />
        <Skeleton height={14} radius="xl" />
        <Skeleton height={14} width="80%" radius="xl" />
      </Stack>
    </Container>
  );
}

/**
 * A thin bar at the top of the window while the next screen's code or data loads after a click;
 * it only shows when the wait is long enough to notice.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  return active ? <div className="navigation-progress" aria-hidden="true" /> : null;
}
