import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import classes from './discover.module.css';

/** The /discover banner with its translated title and subtitle. */
export function DiscoverBanner() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="discover-title" className={classes.banner}>
      <Container py={{ base: 40, sm: 64 }}>
        <Stack gap="sm">
          <Text className={classes.eyebrow}>{t('discover.banner.eyebrow')}</Text>
          <Title order={1} id="discover-title" className={classes.title}>
            {t('discover.banner.title')}
          </Title>
          <Text className={classes.subtitle}>{t('discover.banner.subtitle')}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
