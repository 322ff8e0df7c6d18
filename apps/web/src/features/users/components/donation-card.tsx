import type { DonationActivity } from '@app/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate, formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

const statusColors: Record<DonationActivity['status'], string> = {
  paid: 'leaf',
  open: 'yellow',
  failed: 'red',
  canceled: 'gray',
  expired: 'gray',
};

/** Public pages a donation can link to; projects have no page of their own yet. */
const targetLinks: Partial<Record<DonationActivity['target_type'], (id: number) => string>> = {
  fundraiser: (id) => paths.fundraiserDetails.href(id),
  nonprofit: (id) => paths.nonprofitDetails.href(id),
  event: (id) => paths.eventDetails.href(id),
  'company-event': (id) => paths.companyEventDetails.href(id),
};

const targetTypeKeys: Record<DonationActivity['target_type'], string> = {
  fundraiser: 'search.types.fundraiser',
  nonprofit: 'search.types.nonprofit',
  event: 'search.types.event',
  project: 'search.types.project',
  'company-event': 'search.types.companyEvent',
};

/**
 * One of the user's own donations in the NewsFeed: amount, the page it went
 * to (linked when it has a public page), status, type, date and message. The profile route
 * merges these with the updates of followed pages.
 */
export function DonationCard({ donation }: { donation: DonationActivity }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = donation.target ? targetLinks[donation.target_type] : undefined;
  const amount = formatEuros(donation.amount, language);
  const name = donation.target ? (
    link ? (
      <Anchor component={Link} to={link(donation.target.id)} fw={600}>
        {donation.target.name}
      </Anchor>
    ) : (
      <Text span fw={600}>
        {donation.target.name}
      </Text>
    )
  ) : (
    <Text span fs="italic">
      {t('newsFeed.deletedTarget')}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="ember" aria-hidden="true">
          <IconHeartHandshake size={22} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text>
              {t('newsFeed.donated', { amount })} {name}
            </Text>
            <Badge color={statusColors[donation.status]} variant="light">
              {t(`newsFeed.status.${donation.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(targetTypeKeys[donation.target_type])} ·{' '}
            <time dateTime={donation.created_at}>{formatDate(donation.created_at, language)}</time>
          </Text>
          {donation.message ? (
            <Text size="sm" fs="italic">
              “{donation.message}”
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
