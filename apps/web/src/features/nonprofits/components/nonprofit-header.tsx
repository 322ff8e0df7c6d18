import type { NonprofitProfile } from '@app/contract';
import { Box, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_BANNER, DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import classes from './nonprofit.module.css';
import { BANNER_PICTURE, logoPicture, StoredImage } from '@/components/ui/stored-image';

interface NonprofitHeaderProps {
  nonprofit: Pick<NonprofitProfile, 'name' | 'picture' | 'logo'>;
  /** Edit Page, Start Campaign and the payment provider's place (owner only). */
  actions?: ReactNode;
}

/**
 * Banner (the default banner when missing or broken), logo and name as the page's h1,
 * with the owner's buttons beside the name.
 */
export function NonprofitHeader({ nonprofit, actions }: NonprofitHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" className={classes.hero}>
      <StoredImage
        file={nonprofit.picture}
        fallback={DEFAULT_BANNER}
        {...BANNER_PICTURE}
        priority
        alt={t('nonprofitPages.profile.bannerAlt', { name: nonprofit.name })}
        className={classes.banner}
        radius={0}
      />
      <Group className={classes.identity} align="flex-start" gap="lg" wrap="wrap">
        <StoredImage
          file={nonprofit.logo}
          fallback={DEFAULT_IMAGE}
          {...logoPicture(112)}
          alt={t('nonprofitPages.profile.logoAlt', { name: nonprofit.name })}
          fit="cover"
          className={classes.logo}
        />
        <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2} className={classes.name}>
          {nonprofit.name}
        </Title>
        {actions ? (
          <Group gap="sm" pt="md">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Box>
  );
}
