import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useRouteError } from 'react-router';

/** Last resort when a screen throws: no internals, a way forward. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The visitor sees no internals; the browser's console keeps what happened for whoever looks.
  useEffect(() => {
    console.error(error);
  }, [error]);
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
