import type { FundraiserProfile } from '@app/contract';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { nonprofitDonationPackagesQueryOptions } from '@/features/donation-packages/api/get-nonprofit-donation-packages';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

/**
 * Donations Packages of a fundraiser profile: the suggested amounts of its non-profit (GET
 * /donation-packages/nonprofit/{id}), read only; donating happens on the public page.
 */
export function FundraiserPackages({ fundraiser }: { fundraiser: FundraiserProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nonprofitId = fundraiser.nonprofits_id;
  const query = useQuery({
    ...nonprofitDonationPackagesQueryOptions(nonprofitId ?? 0),
    enabled: nonprofitId !== null,
  });

  if (nonprofitId === null) {
    return <EmptyState message={t('fundraiserPages.packages.noNonprofit')} />;
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('fundraiserPages.packages.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const packages = query.data.data;
  const donate = (
    <Button
      component={Link}
      to={paths.fundraiserDetails.href(fundraiser.id)}
      leftSection={<IconHeartHandshake size={18} aria-hidden="true" />}
    >
      {t('fundraiserPages.packages.donate')}
    </Button>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('fundraiserPages.packages.title', {
              name: fundraiser.nonprofit?.name ?? fundraiser.name,
            })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('fundraiserPages.packages.intro')}
          </Text>
        </Stack>
        {packages.length === 0 ? (
          <Text c="dimmed">{t('fundraiserPages.packages.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table striped aria-label={t('fundraiserPages.packages.listLabel')}>
              <Table.Tbody>
                {packages.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.title}</Table.Td>
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(item.amount, language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group>{donate}</Group>
      </Stack>
    </Paper>
  );
}
