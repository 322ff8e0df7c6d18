import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { paths } from '@/config/paths';
import type { DonationState } from '../donation-state';
import { StoredImage } from '@/components/ui/stored-image';

/**
 * The head of the payment screen: the target's image, name and type label;
 * for a fundraiser 'Non Profit Organization:' with a link to its non-profit, or N/A.
 */
export function PaymentHeader({ donation }: { donation: DonationState }) {
  const { t } = useTranslation();
  const nonprofitName = donation.nonprofitsName ?? donation.nonprofitName;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <StoredImage
          file={donation.img}
          fallback={DEFAULT_IMAGE}
          sizes="96px"
          width={96}
          height={96}
          priority
          alt=""
          w={96}
          h={96}
          radius="md"
          fit="cover"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} miw={0}>
          <Text size="sm" c="dimmed">
            {t('donations.payment.donatingTo')}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {donation.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="ember">
              {donation.type}
            </Badge>
          </Group>
          {donation.source === 'fundraiser' ? (
            <Text size="sm">
              <Text span fw={600}>
                {t('donations.payment.nonprofitLabel')}
              </Text>{' '}
              {donation.nonprofitsID !== null && nonprofitName ? (
                <Anchor component={Link} to={paths.nonprofitDetails.href(donation.nonprofitsID)}>
                  {nonprofitName}
                </Anchor>
              ) : (
                t('donations.payment.notAvailable')
              )}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
