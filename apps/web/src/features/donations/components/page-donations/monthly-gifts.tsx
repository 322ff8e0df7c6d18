import type { PageDonationsResponse } from '@app/contract';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

/**
 * The page's running monthly gifts and the monthly income they bring: who gives how
 * much every month, to which of the page's targets, when next, and whether the last charge
 * failed. A donor who gave anonymously stays anonymous.
 */
export function MonthlyGifts({
  monthly,
  showTarget,
}: {
  monthly: PageDonationsResponse['monthly'];
  showTarget: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const euros = (amount: number) => formatEuros(amount, language);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="monthly-gifts-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={3} size="h4" id="monthly-gifts-title">
          {t('donations.owner.monthly.title')}
        </Title>
        <Text fw={700}>
          {t('donations.owner.monthly.income', { amount: euros(monthly.income) })}
        </Text>
      </Group>
      {monthly.gifts.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('donations.owner.monthly.none')}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {monthly.gifts.map((gift) => (
            <Group
              key={gift.id}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
            >
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={600}>
                  {gift.donor_name ?? t('donations.owner.anonymous')}
                </Text>
                {gift.donor_email ? (
                  <Text size="xs" c="dimmed">
                    {gift.donor_email}
                  </Text>
                ) : null}
                {showTarget && gift.target ? <Text size="xs">{gift.target.name}</Text> : null}
                {gift.next_charge_date ? (
                  <Text size="xs" c="dimmed">
                    {t('donations.owner.monthly.next', {
                      date: formatDate(gift.next_charge_date, language),
                    })}
                  </Text>
                ) : null}
              </div>
              <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
                <Text size="sm" fw={700}>
                  {t('donations.owner.monthly.perMonth', { amount: euros(gift.amount) })}
                </Text>
                {gift.last_charge_failed_at ? (
                  <Badge color="red" variant="light">
                    {t('donations.owner.monthly.failed')}
                  </Badge>
                ) : null}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
