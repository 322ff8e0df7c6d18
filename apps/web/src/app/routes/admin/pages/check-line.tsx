import type { AdminPage } from '@app/contract';
import { Text } from '@mantine/core';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The last check behind a verified page: when, by whom, and what the registers said. */
export function CheckLine({ check }: { check: NonNullable<AdminPage['verification']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatLongDate(check.verified_at, language);
  const parts = [
    check.verified_by?.name
      ? t('consolePages.check.verifiedOn', { date, name: check.verified_by.name })
      : t('consolePages.check.verifiedOnBy', { date }),
    check.kvk_number ? t('consolePages.check.kvk', { number: check.kvk_number }) : null,
    check.rsin ? t('consolePages.check.rsin', { number: check.rsin }) : null,
    check.anbi === null
      ? null
      : t(check.anbi ? 'consolePages.check.anbi' : 'consolePages.check.noAnbi'),
  ].filter(Boolean);
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Text>
  );
}
