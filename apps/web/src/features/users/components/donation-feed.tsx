import type { DonationActivity } from '@app/contract';
import { intlLocale } from '@app/i18n';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHeartHandshake, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useUserDonations } from '../api/get-user-donations';
import type { UserId } from '../api/get-user';

type Filter = 'all' | 'updates';

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
 * NewsFeed (spec 2, Profile): the user's own donations, with the filters All and 'Updates and
 * replies'. Pages do not post updates yet, so that filter explains it is empty.
 */
export function DonationFeed({ userId }: { userId: UserId }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('newsFeed.title')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          aria-label={t('newsFeed.filterLabel')}
          data={[
            { value: 'all', label: t('newsFeed.all') },
            { value: 'updates', label: t('newsFeed.updates') },
          ]}
        />
      </Group>
      {filter === 'all' ? (
        <DonationList userId={userId} />
      ) : (
        <EmptyState
          icon={<IconMessages size={28} />}
          title={t('newsFeed.updatesEmptyTitle')}
          message={t('newsFeed.updatesEmpty')}
        />
      )}
    </Stack>
  );
}

function DonationList({ userId }: { userId: UserId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const donations = useUserDonations(userId);
  const dateFormat = new Intl.DateTimeFormat(intlLocale[language], {
    dateStyle: 'medium',
  });

  if (donations.isPending) return <PageLoader />;
  if (donations.isError) {
    return (
      <ErrorState
        message={errorMessage(donations.error, t('newsFeed.error'))}
        onRetry={() => void donations.refetch()}
        retrying={donations.isFetching}
      />
    );
  }
  if (donations.data.data.length === 0) {
    return (
      <EmptyState
        icon={<IconHeartHandshake size={28} />}
        message={t('newsFeed.empty')}
        action={
          <Button component={Link} to={paths.discover.href()} variant="light">
            {t('newsFeed.discover')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack
      component="ol"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('newsFeed.listLabel')}
    >
      {donations.data.data.map((donation) => {
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
          <li key={donation.id}>
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
                    <time dateTime={donation.created_at}>
                      {dateFormat.format(new Date(donation.created_at))}
                    </time>
                  </Text>
                  {donation.message ? (
                    <Text size="sm" fs="italic">
                      “{donation.message}”
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
