import { Box, Container, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeBanner } from '@/features/home/components/home-banner';
import { SdgGrid } from '@/features/sdg/components/sdg-grid';
import { SdgHero } from '@/features/sdg/components/sdg-hero';
import { PlatformTotals } from '@/features/stats/components/platform-totals';

/** Home (/): banner, totals, the SDG hero and the 'Discover an SDG' grid. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <HomeBanner />
      <Container>
        <Box component="section" aria-labelledby="home-totals-title" mt={-40} pos="relative">
          <VisuallyHidden component="h2" id="home-totals-title">
            {t('home.totals.heading')}
          </VisuallyHidden>
          <PlatformTotals />
        </Box>
        <Stack gap={64} py={64}>
          <SdgHero />
          <SdgGrid />
        </Stack>
      </Container>
    </>
  );
}
