import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useDownloadPersonalData } from '../api/download-personal-data';

/**
 * Settings: Download my data (GDPR, right of access and portability): a ZIP with everything the
 * platform keeps about the account, readable (index.html) and for other programs (data.json).
 */
export function DownloadMyData() {
  const { t } = useTranslation();
  const download = useDownloadPersonalData();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('personalData.download.title')}
        </Title>
        <Text c="dimmed">{t('personalData.download.text')}</Text>
        {download.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {tooManyAttemptsMessage(download.error, t) ?? t('personalData.download.failed')}
          </Alert>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending
            ? t('personalData.download.preparing')
            : t('personalData.download.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
