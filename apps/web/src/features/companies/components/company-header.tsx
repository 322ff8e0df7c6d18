import type { CompanyProfile } from '@app/contract';
import { Badge, Box, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_BANNER, DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';
import classes from './companies.module.css';
import { BANNER_PICTURE, logoPicture, StoredImage } from '@/components/ui/stored-image';

interface CompanyHeaderProps {
  company: CompanyProfile;
  /** The owner's buttons (Edit Page, Create a Company Event). */
  actions?: ReactNode;
}

/**
 * The top of a company profile: banner (the default one when missing or broken), logo,
 * name as the page's h1, Active/Inactive and Verified/Unverified badges.
 */
export function CompanyHeader({ company, actions }: CompanyHeaderProps) {
  const { t } = useTranslation();
  const logoUrl = storageUrl(company.logo);
  const style = company.colorTheme
    ? ({ '--company-color': company.colorTheme } as CSSProperties)
    : undefined;
  return (
    <Box component="header" className={classes.hero} style={style}>
      <StoredImage
        file={company.picture}
        fallback={DEFAULT_BANNER}
        {...BANNER_PICTURE}
        priority
        alt={t('companyPages.profile.bannerAlt', { name: company.name })}
        className={classes.banner}
        radius={0}
      />
      <Group align="flex-start" gap="lg" wrap="wrap" className={classes.heading}>
        {logoUrl ? (
          <StoredImage
            file={logoUrl}
            fallback={DEFAULT_IMAGE}
            {...logoPicture(104)}
            alt={t('companyPages.profile.logoAlt', { name: company.name })}
            className={classes.logo}
          />
        ) : null}
        <Stack gap={8} className={classes.titleBlock} data-with-logo={logoUrl ? true : undefined}>
          <Group gap={8}>
            <Badge
              color={company.active ? 'leaf.7' : 'gray.7'}
              radius="sm"
              leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
            >
              {company.active
                ? t('companyPages.profile.active')
                : t('companyPages.profile.inactive')}
            </Badge>
            <Badge
              color={company.verified ? 'leaf.7' : 'gray.7'}
              variant={company.verified ? 'filled' : 'light'}
              radius="sm"
              leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
            >
              {company.verified
                ? t('companyPages.profile.verified')
                : t('companyPages.profile.unverified')}
            </Badge>
          </Group>
          <Group justify="space-between" align="flex-end" gap="md">
            <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15} style={{ minWidth: 0 }}>
              {company.name}
            </Title>
            {actions ? <Group gap="sm">{actions}</Group> : null}
          </Group>
        </Stack>
      </Group>
    </Box>
  );
}
