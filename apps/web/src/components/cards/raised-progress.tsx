import { Stack, Text } from '@mantine/core';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { progressPercent } from './card-text';
import classes from './cards.module.css';

interface RaisedProgressProps {
  /** Paid donations in euros. */
  raised: number;
  /** The campaign's goal in euros; without one only the amount shows. */
  goal?: number | null;
  size?: 'sm' | 'md' | 'lg';
}

/** '€250.00 raised of €1,000.00' and a progress bar (raised / goal), or just the amount. */
export function RaisedProgress({ raised, goal, size = 'sm' }: RaisedProgressProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = progressPercent(raised, goal);
  const amount = formatEuros(raised, language);

  return (
    <Stack gap={6}>
      <Text size={size} fw={600}>
        {percent === null || !goal
          ? t('cards.raised', { amount })
          : t('cards.raisedOfGoal', { amount, goal: formatEuros(goal, language) })}
      </Text>
      {percent === null ? null : (
        <div
          className={classes.progress}
          data-size={size === 'lg' ? 'lg' : undefined}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('cards.progressLabel', { percent })}
        >
          <div className={classes.progressBar} style={{ width: `${percent}%` }} />
        </div>
      )}
    </Stack>
  );
}
