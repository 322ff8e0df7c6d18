import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { useNewsfeed } from '../api/get-newsfeed';
import { UpdateList } from './update-list';

/**
 * The NewsFeed's 'Updates and replies': updates of the pages the signed-in user follows, newest
 * first, each naming and linking to its page.
 */
export function NewsfeedUpdates() {
  const { t } = useTranslation();
  const feed = useNewsfeed();
  return (
    <UpdateList
      query={feed}
      label={t('pageUpdates.newsfeed.listLabel')}
      errorText={t('pageUpdates.newsfeed.error')}
      empty={
        <EmptyState
          icon={<IconMessages size={28} />}
          title={t('pageUpdates.newsfeed.emptyTitle')}
          message={t('pageUpdates.newsfeed.empty')}
        />
      }
      showPage
    />
  );
}
