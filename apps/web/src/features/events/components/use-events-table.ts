import type { NonprofitEventItem } from '@app/contract';
import type { ListTableProps } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDeleteEvent } from '../api/delete-event';
import { useNonprofitEvents } from '../api/get-nonprofit-events';
import { formatEventDate } from '../event-dates';

/**
 * A non-profit's events as a `ListTable` on its Campaign tab: title (to the public event page),
 * dates and address; with `canManage` the owner deletes one after confirming.
 */
export function useEventsTable(
  nonprofitId: number,
  canManage: boolean,
): ListTableProps<NonprofitEventItem> {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteEvent(nonprofitId);

  function dates(event: NonprofitEventItem): string {
    const start = formatEventDate(event.start_date, language);
    const end = formatEventDate(event.end_date, language);
    if (start && end) return `${start} – ${end}`;
    return start ?? end ?? t('campaigns.events.noDates');
  }

  return {
    texts: 'campaigns.events',
    query: useNonprofitEvents(nonprofitId),
    name: {
      header: t('campaigns.events.columns.title'),
      of: (event) => event.title,
      href: (event) => paths.eventDetails.href(event.id),
    },
    columns: [
      { header: t('campaigns.events.columns.dates'), cell: dates },
      {
        header: t('campaigns.events.columns.address'),
        cell: (event) => event.addressLine1 ?? '–',
      },
    ],
    minWidth: 560,
    remove: canManage ? remove : undefined,
  };
}
