import { Button, Container } from '@mantine/core';
import { IconFlagQuestion, IconLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure, type LoadFailureProps } from '@/components/ui/load-failure';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { parseFundraiserId } from './fundraiser-id';

/** The visitor's own pages: where a fundraiser that is not there (any more) sends them. */
function ToPages() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={{ pathname: paths.profile.href(), search: '?tab=pages' }}>
      {t('fundraiserPages.profile.toPages')}
    </Button>
  );
}

/** A route id that cannot be a fundraiser: 'Invalid fundraiser ID'. */
function InvalidFundraiserId() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <EmptyState
        icon={<IconFlagQuestion size={28} />}
        message={t('fundraiserPages.profile.invalidId')}
        action={<ToPages />}
      />
    </Container>
  );
}

/**
 * A failed GET /fundraiser-profile/{id}: 404 'Fundraiser not found', 403 "You don't
 * have permission to view this fundraiser", anything else 'Error fetching fundraiser data'
 * with Retry.
 */
export function FundraiserLoadError({ query }: Pick<LoadFailureProps, 'query'>) {
  const { t } = useTranslation();
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon={<IconLock size={28} />}
          message={t('fundraiserPages.profile.forbidden')}
          action={<ToPages />}
        />
      </Container>
    );
  }
  return (
    <LoadFailure
      query={query}
      notFound={{
        icon: <IconFlagQuestion size={28} />,
        title: t('fundraiserPages.profile.notFound'),
        message: t('fundraiserPages.profile.notFoundText'),
        action: <ToPages />,
      }}
      failed={{ message: t('fundraiserPages.profile.fetchError') }}
    />
  );
}

/**
 * A fundraiser route (/fundraiser-profile/:id, /edit-fundraiser-profile/:id): its screen for a
 * valid id, started afresh for another one, or 'Invalid fundraiser ID'.
 */
export function FundraiserIdRoute({ screen: Screen }: { screen: ComponentType<{ id: number }> }) {
  const { id } = useParams();
  const fundraiserId = parseFundraiserId(id);
  if (fundraiserId === null) return <InvalidFundraiserId />;
  return <Screen key={fundraiserId} id={fundraiserId} />;
}
