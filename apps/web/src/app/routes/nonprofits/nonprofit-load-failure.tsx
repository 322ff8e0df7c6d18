import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { LoadFailure, type LoadFailureProps } from '@/components/ui/load-failure';

/**
 * A non-profit that failed to load (profile and edit form): 'Non-profit not found' on a
 * 404, else 'Failed to load data.' with Retry.
 */
export function NonprofitLoadFailure({ query }: Pick<LoadFailureProps, 'query'>) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      query={query}
      notFound={{
        icon: <IconBuildingCommunity size={28} />,
        title: t('nonprofitPages.profile.notFound'),
        message: t('nonprofitPages.profile.notFoundText'),
      }}
      failed={{ message: t('nonprofitPages.profile.loadFailed') }}
    />
  );
}
