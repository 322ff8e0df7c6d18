import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** Spinner with a visible 'Loading...' text (or another label). */
export function PageLoader({
  label,
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100vh' : 240} p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader color="ember" aria-hidden="true" />
        <Text c="dimmed">{label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
