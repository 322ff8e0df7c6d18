import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

const refused = (error: unknown) =>
  error instanceof ApiError && error.code === 'second_factor_required';

/**
 * Whether the console's API refused this operator for want of a second factor (403
 * `second_factor_required`), in any of its queries or changes: the stored session may say
 * otherwise (a factor removed in another browser).
 */
export function useSecondFactorRefused(): boolean {
  const queryClient = useQueryClient();
  // Only what is refused from now on: the console's sections ask once they are on screen (an
  // answer kept from before a factor was set up is asked again then).
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (refused(event.query.state.error)) setSeen(true);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (refused(event.mutation?.state.error)) setSeen(true);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
  return seen;
}

/**
 * An operator without a second factor: the console stays closed (its API refuses them) until
 * they set one up, which this sends them to do.
 */
export function SecondFactorRequired() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <IconShieldLock size={40} aria-hidden="true" />
          <Title order={1}>{t('security.operator.title')}</Title>
          <Text>{t('security.operator.text')}</Text>
          <Button component={Link} to={paths.securitySettings.href()}>
            {t('security.operator.action')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
