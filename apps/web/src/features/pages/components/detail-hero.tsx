import { Anchor, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DEFAULT_BANNER, DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { formatLongDate, storageUrl } from '@/lib/format';
import classes from './details.module.css';
import { logoPicture, StoredImage } from '@/components/ui/stored-image';

export interface RelatedLink {
  /** Already translated, e.g. 'Non-profit: Clean Water Foundation'. */
  text: string;
  to?: string;
}

interface DetailHeroProps {
  name: string;
  /** The type label badge: the page's own label or its kind. */
  label: string;
  picture: string | null;
  logo: string | null;
  verified: boolean;
  /** When an operator checked and verified the page; null: no date to say. */
  verifiedAt?: string | null;
  /** When the platform found the organisation's ANBI status; null: not checked or none. */
  anbiCheckedAt?: string | null;
  related?: RelatedLink[];
  /** Extra badges, e.g. the SDG. */
  badges?: ReactNode;
  /** The `lang` of the name and label where they are in another language than the page. */
  nameLang?: string;
  labelLang?: string;
}

/**
 * Banner (default banner when missing or broken), logo, type label, name as the page's h1,
 * VERIFIED badge and the pages this one belongs to.
 */
export function DetailHero({
  name,
  label,
  picture,
  logo,
  verified,
  verifiedAt = null,
  anbiCheckedAt = null,
  related,
  badges,
  nameLang,
  labelLang,
}: DetailHeroProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const logoUrl = storageUrl(logo);
  return (
    <Box component="header" className={classes.hero}>
      <StoredImage
        file={picture}
        shape="banner"
        fallback={DEFAULT_BANNER}
        sizes="100vw"
        width={1280}
        height={320}
        priority
        alt=""
        className={classes.banner}
        radius={0}
      />
      <Box bg="white" pb="lg">
        <Container>
          <Group align="flex-start" gap="lg" className={classes.heading} wrap="wrap">
            {logoUrl ? (
              <StoredImage
                file={logo}
                fallback={DEFAULT_IMAGE}
                {...logoPicture(112)}
                priority
                alt=""
                className={classes.logo}
              />
            ) : null}
            <Stack
              gap={8}
              className={classes.titleBlock}
              data-with-logo={logoUrl ? true : undefined}
            >
              <Group gap={8}>
                <Badge color="ember.7" radius="sm" lang={labelLang}>
                  {label}
                </Badge>
                {verified ? (
                  <Badge
                    color="leaf.7"
                    radius="sm"
                    leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
                  >
                    {t('details.verified')}
                  </Badge>
                ) : null}
                {verified && verifiedAt ? (
                  <Text size="sm" c="dimmed" component="span" data-testid="verified-line">
                    {t('details.verifiedOn', { date: formatLongDate(verifiedAt, language) })}
                    {anbiCheckedAt
                      ? ` · ${t('details.anbiChecked', { date: formatLongDate(anbiCheckedAt, language) })}`
                      : null}
                  </Text>
                ) : null}
                {badges}
              </Group>
              <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.15} lang={nameLang}>
                {name}
              </Title>
              {related && related.length > 0 ? (
                <Stack gap={2}>
                  {related.map((item) =>
                    item.to ? (
                      <Anchor key={item.text} component={Link} to={item.to} fw={600} c="ember.8">
                        {item.text}
                      </Anchor>
                    ) : (
                      <Text key={item.text} fw={600}>
                        {item.text}
                      </Text>
                    ),
                  )}
                </Stack>
              ) : null}
            </Stack>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
