import type { LocationListResponse } from '@app/contract';
import { Box, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { CardGrid } from '@/components/cards/card-grid';
import { CardSkeletons } from '@/components/cards/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LocationCard } from './location-card';

export type LocationKind = 'cities' | 'countries' | 'continents';

interface LocationSectionProps {
  kind: LocationKind;
  query: UseQueryResult<LocationListResponse>;
}

/** One kind of place with its own heading, loading, error (with Retry) and empty state. */
export function LocationSection({ kind, query }: LocationSectionProps) {
  const { t } = useTranslation();
  const headingId = `places-${kind}`;

  let content;
  if (query.isPending) {
    content = <CardSkeletons />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={t(`places.error.${kind}`)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.data.length === 0) {
    content = <EmptyState message={t(`places.empty.${kind}`)} />;
  } else {
    content = (
      <CardGrid aria-label={t(`places.${kind}`)}>
        {query.data.data.map((item) => (
          <LocationCard
            key={item.id}
            item={item}
            parentText={
              kind !== 'continents' && item.parent_topic
                ? t(`places.parent.${kind}`, { name: item.parent_topic.name })
                : null
            }
            noDescriptionText={t('places.noDescription')}
          />
        ))}
      </CardGrid>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} id={kind} style={{ scrollMarginTop: 120 }}>
      <Title order={2} id={headingId} mb="lg" fz={{ base: 24, sm: 28 }}>
        {t(`places.${kind}`)}
      </Title>
      {content}
    </Box>
  );
}
