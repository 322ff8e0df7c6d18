import type { FundraiserProfile } from '@app/contract';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { RichText } from '@/components/ui/rich-text';

/**
 * Fundraiser Overview: the description as rich text (the API stores it sanitised),
 * the address (to its owner only) and the Active/Inactive and Verified/Unverified flags (display only).
 */
export function FundraiserOverview({ fundraiser }: { fundraiser: FundraiserProfile }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('fundraiserPages.overview.description')}
          </Title>
          {fundraiser.description ? (
            <RichText text={fundraiser.description} />
          ) : (
            <Text c="dimmed">{t('fundraiserPages.overview.noDescription')}</Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {/* A person's address is theirs: the API gives it to visitors only when it is shown. */}
          {fundraiser.addressLine1 ? (
            <Stack gap={4}>
              <Title order={2} size="h5">
                {t('fundraiserPages.overview.address')}
              </Title>
              <Text>{fundraiser.addressLine1}</Text>
              <Text size="sm" c="dimmed">
                {fundraiser.show_address
                  ? t('fundraiserPages.overview.addressShown')
                  : t('fundraiserPages.overview.addressPrivate')}
              </Text>
            </Stack>
          ) : null}
          <Stack gap={6}>
            <Title order={2} size="h5">
              {t('fundraiserPages.overview.status')}
            </Title>
            <Group gap="xs">
              <Badge color={fundraiser.active ? 'leaf.7' : 'gray.7'} variant="light" radius="sm">
                {fundraiser.active
                  ? t('fundraiserPages.overview.active')
                  : t('fundraiserPages.overview.inactive')}
              </Badge>
              <Badge color={fundraiser.verified ? 'leaf.7' : 'gray.7'} variant="light" radius="sm">
                {fundraiser.verified
                  ? t('fundraiserPages.overview.verified')
                  : t('fundraiserPages.overview.unverified')}
              </Badge>
            </Group>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
