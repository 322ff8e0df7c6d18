import { Button, Container } from '@mantine/core';
import { IconFlagQuestion, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError, isMissing } from '@/lib/api-client';
import { paths } from '../../paths';

/** The visitor's own pages: where a fundraiser that is not there (any more) sends them. */
function ToPages() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={{ pathname: paths.profile.href(), search: '?tab=pages' }}>
      {t('fundraiserPages.profile.toPages')}
    </Button>
  );
}

/** A route id that cannot be a fundraiser: 'Invalid fundraiser ID' (spec 8). */
export function InvalidFundraiserId() {
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

interface FundraiserLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A failed GET /fundraiser-profile/{id} (spec 8): 404 'Fundraiser not found', 403 "You don't
 * have permission to view this fundraiser", anything else 'Error fetching fundraiser data'
 * with Retry.
 */
export function FundraiserLoadError({ error, onRetry, retrying }: FundraiserLoadErrorProps) {
  const { t } = useTranslation();
  if (isMissing(error)) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon={<IconFlagQuestion size={28} />}
          title={t('fundraiserPages.profile.notFound')}
          message={t('fundraiserPages.profile.notFoundText')}
          action={<ToPages />}
        />
      </Container>
    );
  }
  if (error instanceof ApiError && error.status === 403) {
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
    <Container size="sm" py="xl">
      <ErrorState
        message={t('fundraiserPages.profile.fetchError')}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Container>
  );
}
