import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * The Jobs tab of a non-profit profile. The API has no list of a non-profit's vacancies yet
 * (the jobs board comes with a later issue), so this says where they will appear instead of
 * showing made-up ones.
 */
export function NonprofitJobs({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconBriefcase size={28} />}
      title={t('nonprofitPages.jobs.emptyTitle')}
      message={t('nonprofitPages.jobs.empty', { name })}
    />
  );
}
