import { Box, Container, Stack, VisuallyHidden } from '@mantine/core';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { useTranslation } from '@/lib/i18n';
import { DiscoverCards } from '@/features/home/components/discover-cards';
import { HomeBanner } from '@/features/home/components/home-banner';
import { HomeFundraisers } from '@/features/home/components/home-fundraisers';
import { JobPromo } from '@/features/home/components/job-promo';
import { LatestJobs } from '@/features/jobs/components/latest-jobs';
import { SearchBox } from '@/features/search/components/search-box';
import { SdgGrid } from '@/features/sdg/components/sdg-grid';
import { SdgHero } from '@/features/sdg/components/sdg-hero';
import { PlatformTotals } from '@/features/stats/components/platform-totals';
import { PopularTopics } from './explore/popular-topics';

/**
 * Home (/): banner with the GET STARTED chooser, the fundraisers to support now (chosen by
 * operators, then close to their goal), discover cards, the SDG hero and 'Discover an SDG' grid,
 * eight popular topics, the totals and the job promo with the newest vacancies.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <HomeBanner renderSearch={(close) => <SearchBox onNavigate={close} />} />
      <Container>
        {/* Causes first: on a phone the first screen shows a fundraiser's card. */}
        <Box pt={{ base: 'lg', sm: 48 }}>
          <HomeFundraisers />
        </Box>
        {/* Below the fold on a phone: each part is hydrated when it comes near (ADR 027). */}
        <Stack gap={64} py={64}>
          <HydrateWhenNear>
            <DiscoverCards />
          </HydrateWhenNear>
          <HydrateWhenNear>
            <SdgHero />
          </HydrateWhenNear>
          <HydrateWhenNear>
            <SdgGrid />
          </HydrateWhenNear>
          <HydrateWhenNear>
            <PopularTopics />
          </HydrateWhenNear>
          <HydrateWhenNear>
            <Box component="section" aria-labelledby="home-totals-title">
              <VisuallyHidden component="h2" id="home-totals-title">
                {t('home.totals.heading')}
              </VisuallyHidden>
              <PlatformTotals />
            </Box>
          </HydrateWhenNear>
          <HydrateWhenNear>
            <JobPromo>
              <LatestJobs mt="xl" />
            </JobPromo>
          </HydrateWhenNear>
        </Stack>
      </Container>
    </>
  );
}
