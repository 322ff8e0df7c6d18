import type { NonprofitProfile } from '@app/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconMail,
  IconMapPin,
  IconPhone,
  IconRosetteDiscountCheck,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { RichText } from '@/components/ui/rich-text';

interface NonprofitOverviewProps {
  nonprofit: NonprofitProfile;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span aria-hidden="true">{icon}</span>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
      </Stack>
    </Group>
  );
}

/**
 * Nonprofit Overview: the description (rich text the server sanitised), the address,
 * the contact details given at registration, and the Active/Inactive and Verified/Unverified
 * flags, which are display only.
 */
export function NonprofitOverview({ nonprofit }: NonprofitOverviewProps) {
  const { t } = useTranslation();
  const description = nonprofit.description?.trim();

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge
          color={nonprofit.active ? 'leaf.7' : 'gray'}
          variant="light"
          leftSection={
            nonprofit.active ? (
              <IconCircleCheck size={14} aria-hidden="true" />
            ) : (
              <IconCircleDashed size={14} aria-hidden="true" />
            )
          }
        >
          {nonprofit.active
            ? t('nonprofitPages.overview.active')
            : t('nonprofitPages.overview.inactive')}
        </Badge>
        <Badge
          color={nonprofit.verified ? 'leaf.7' : 'gray'}
          variant="light"
          leftSection={
            nonprofit.verified ? (
              <IconRosetteDiscountCheck size={14} aria-hidden="true" />
            ) : (
              <IconCircleDashed size={14} aria-hidden="true" />
            )
          }
        >
          {nonprofit.verified
            ? t('nonprofitPages.overview.verified')
            : t('nonprofitPages.overview.unverified')}
        </Badge>
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="nonprofit-about">
        <Title order={2} size="h4" id="nonprofit-about">
          {t('nonprofitPages.overview.about', { name: nonprofit.name })}
        </Title>
        {description ? (
          <RichText text={description} />
        ) : (
          <Text c="dimmed">{t('nonprofitPages.overview.noDescription')}</Text>
        )}
      </Stack>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Fact icon={<IconMapPin size={20} />} label={t('nonprofitPages.overview.address')}>
            {nonprofit.addressLine1?.trim() || t('nonprofitPages.overview.noAddress')}
          </Fact>
          {nonprofit.email ? (
            <Fact icon={<IconMail size={20} />} label={t('nonprofitPages.form.email')}>
              <Anchor href={`mailto:${nonprofit.email}`}>{nonprofit.email}</Anchor>
            </Fact>
          ) : null}
          {nonprofit.phone ? (
            <Fact icon={<IconPhone size={20} />} label={t('nonprofitPages.form.phone')}>
              <Anchor href={`tel:${nonprofit.phone.replace(/\s+/g, '')}`}>{nonprofit.phone}</Anchor>
            </Fact>
          ) : null}
          {nonprofit.website ? (
            <Fact icon={<IconWorld size={20} />} label={t('nonprofitPages.form.website')}>
              <Anchor href={nonprofit.website} target="_blank" rel="noopener noreferrer">
                {nonprofit.website}
              </Anchor>
            </Fact>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
