import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/** The profile's settings: the way to the sign-in and security settings. */
export function SecuritySettingsLink() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('security.title')}
        </Title>
        <Text c="dimmed">{t('security.profileCard.text')}</Text>
        <Button
          component={Link}
          to={paths.securitySettings.href()}
          variant="default"
          leftSection={<IconShieldLock size={18} aria-hidden="true" />}
        >
          {t('security.profileCard.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
