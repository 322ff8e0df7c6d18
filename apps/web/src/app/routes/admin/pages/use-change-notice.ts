import type { AdminPageResponse } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';

export type PageAction =
  'verify' | 'unverify' | 'deactivate' | 'reactivate' | 'feature' | 'unfeature';

/** Tells the operator what a change did, and refreshes the public page it changed. */
export function useChangeNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (action: PageAction, answer: AdminPageResponse) => {
    const notices = {
      verify: 'verified',
      unverify: 'unverified',
      deactivate: 'deactivated',
      reactivate: 'reactivated',
      feature: 'featured',
      unfeature: 'unfeatured',
    } as const;
    const key = answer.changed ? notices[action] : 'unchanged';
    notifications.show({
      color: 'teal',
      message: t(`consolePages.notices.${key}`, { name: answer.data.name }),
    });
    void queryClient.invalidateQueries({
      queryKey: pageQueryKey(answer.data.type, answer.data.id),
    });
  };
}
