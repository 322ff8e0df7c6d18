import { Container, Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** Grey placeholders in the shape of a vacancy while it loads, announced once. */
export function JobDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} role="status" aria-live="polite">
      <VisuallyHidden>{t('jobs.details.loading')}</VisuallyHidden>
      <Stack gap="xl" aria-hidden="true" data-testid="job-skeleton">
        <Skeleton h={14} w={90} />
        <Stack gap="sm">
          <Skeleton h={38} w="70%" />
          <Skeleton h={20} w="35%" />
          <Skeleton h={50} w={180} radius="md" mt="sm" />
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Skeleton h={24} w="30%" />
              <Skeleton h={14} />
              <Skeleton h={14} />
              <Skeleton h={14} w="80%" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={220} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
