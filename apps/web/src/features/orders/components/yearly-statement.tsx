import type { Id } from '@app/contract';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDownloadStatement } from '../api/download-statement';

interface YearlyStatementProps {
  userId: Id;
  /** The years with paid donations, newest first (at least one). */
  years: readonly number[];
}

/**
 * The yearly statement for the tax return: pick a year (the latest by default) and download the
 * PDF in the current language.
 */
export function YearlyStatement({ userId, years }: YearlyStatementProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const download = useDownloadStatement();
  const year = chosen !== null && years.includes(chosen) ? chosen : years[0]!;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('orders.statement.title')}
          </Title>
          <Text c="gray.7">{t('orders.statement.text')}</Text>
        </Stack>
        {download.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {tooManyAttemptsMessage(download.error, t) ?? t('orders.statement.failed')}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('orders.statement.year')}
            data={years.map(String)}
            value={String(year)}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            w={120}
          />
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => download.mutate({ userId, year, language })}
            disabled={download.isPending}
          >
            {download.isPending ? t('orders.statement.preparing') : t('orders.statement.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
