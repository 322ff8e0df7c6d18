import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Last resort when a screen throws: no internals, a way forward. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} component="main">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('errors.boundaryTitle')}</Title>
        <Text c="dimmed">{t('errors.generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Container>
  );
}
