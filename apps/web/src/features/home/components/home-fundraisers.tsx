import { Anchor, Box, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CardGrid } from '@/components/cards/card-grid';
import { FundraiserCard } from '@/components/cards/fundraiser-card';
import { paths } from '@/config/paths';
import { useHomeFundraisers } from '@/features/home/api/get-home-fundraisers';
import { useTranslation } from '@/lib/i18n';

/**
 * Home's first section: the fundraisers operators chose, then those close to their goal and
 * recently given to (GET /home/fundraisers), as the lists' cards. Nothing while there are none.
 */
export function HomeFundraisers() {
  const { t } = useTranslation();
  const { data } = useHomeFundraisers();
  const items = data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-fundraisers-title">
      <Title order={2} id="home-fundraisers-title" fz={{ base: 22, sm: 32 }} mb="md">
        {t('homeFundraisers.heading')}
      </Title>
      <CardGrid aria-label={t('homeFundraisers.heading')} cols={{ base: 1, xs: 2, md: 3 }}>
        {items.map((item) => (
          <FundraiserCard
            key={item.id}
            item={item}
            titleOrder={3}
            to={paths.fundraiserDetails.href(item.id)}
          />
        ))}
      </CardGrid>
      <Anchor
        component={Link}
        to={paths.discover.href()}
        state={{ tab: 'fundraiser' }}
        fw={600}
        display="inline-block"
        mt="md"
      >
        {t('homeFundraisers.all')}
      </Anchor>
    </Box>
  );
}
