import { Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { CardGrid } from '@/components/cards/card-grid';
import { CardSkeletons } from '@/components/cards/card-skeletons';
import { CompanyEventCard } from '@/components/cards/company-event-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useCompanyEvents } from '@/features/pages/api/get-company-events';
import { useCardActions } from './card-actions';

/** The section sits in the main column beside the panels: at most 3 cards a row. */
const COLS = { base: 1, xs: 2, lg: 3 };

/** The events a company runs for non-profits ("Our campaigns"), each a card with Donate. */
export function CompanyEventsSection({ companyId, name }: { companyId: number; name: string }) {
  const { t } = useTranslation();
  const events = useCompanyEvents(companyId);
  const actions = useCardActions();

  let body;
  if (events.isPending) body = <CardSkeletons cols={COLS} />;
  else if (events.isError) {
    body = (
      <ErrorState
        message={t('discover.error.companyEvents')}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
      />
    );
  } else if (events.data.length === 0) {
    body = <EmptyState message={t('discover.empty.companyEvents')} />;
  } else {
    body = (
      <CardGrid aria-label={t('details.companyEvents', { name })} cols={COLS}>
        {events.data.map((item) => (
          <CompanyEventCard key={item.id} item={item} action={actions.companyEvent(item)} />
        ))}
      </CardGrid>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="company-events-heading">
      <Title order={2} size="h3" id="company-events-heading">
        {t('details.companyEvents', { name })}
      </Title>
      {body}
    </Stack>
  );
}
