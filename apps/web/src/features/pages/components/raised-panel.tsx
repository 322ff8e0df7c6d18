import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { progressPercent } from '@/components/cards/card-text';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

interface RaisedPanelProps {
  /** Paid donations in euros; null for pages that take none (companies). */
  raised: number | null;
  goal: number | null;
  /** Null for pages nobody can follow. */
  followersCount: number | null;
  /** How many people gave (the donor wall's count), under the amount. */
  donors?: ReactNode;
}

/** The raised amount with progress to the goal, and how many people follow the page (if any can). */
export function RaisedPanel({ raised, goal, followersCount, donors }: RaisedPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (raised === null && followersCount === null) return null;
  const percent = raised === null ? null : progressPercent(raised, goal);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="raised-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="raised-heading">
          {/* Companies take no donations: their panel only counts followers. */}
          {raised === null ? t('details.followersHeading') : t('details.raised.heading')}
        </Title>
        {raised === null ? null : (
          <>
            <Text fz={28} fw={800} c="leaf.8" lh={1.1}>
              {t('details.raised.amount', { amount: formatEuros(raised, language) })}
            </Text>
            {percent !== null && goal ? (
              <>
                <Progress
                  value={percent}
                  color="leaf.7"
                  size="lg"
                  radius="xl"
                  aria-label={t('details.raised.progressLabel', { percent })}
                />
                <Text size="sm" c="dimmed">
                  {t('details.raised.ofGoal', { percent, goal: formatEuros(goal, language) })}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('details.raised.noGoal')}
              </Text>
            )}
            {donors}
          </>
        )}
        {followersCount === null ? null : (
          <Group gap={6}>
            <IconUsers size={18} aria-hidden="true" />
            <Text fw={600}>{t('details.followers', { count: followersCount })}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
