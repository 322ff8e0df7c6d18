import type { SdgTab } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PagedCardList } from '@/components/cards/paged-card-list';
import { useSdgTab, type SdgTabItem } from '../api/get-sdg-tab';
import { tabKey } from './sdg-tab-names';

interface SdgTabListProps<T extends SdgTab> {
  sdgId: string;
  tab: T;
  renderCard: (item: SdgTabItem<T>) => ReactNode;
}

/** One tab backed by GET /sdg-topics/{id}/{tab}: cards page by page, with load more. */
export function SdgTabList<T extends SdgTab>({ sdgId, tab, renderCard }: SdgTabListProps<T>) {
  const { t } = useTranslation();
  const query = useSdgTab(sdgId, tab);
  const key = tabKey(tab);
  return (
    <PagedCardList<SdgTabItem<T>>
      query={query}
      renderCard={renderCard}
      emptyText={t(`sdgPage.empty.${key}`)}
      errorText={t('sdgPage.error')}
      label={t(`sdgPage.tabs.${key}`)}
    />
  );
}
