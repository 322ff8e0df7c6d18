import type { CommunityItem } from '@app/contract';
import { paths } from '@/config/paths';

/** Where a community item's page is; followers are people without a public page. */
export function communityItemHref(item: Pick<CommunityItem, 'kind' | 'id'>): string | null {
  switch (item.kind) {
    case 'project':
      return paths.discoverDetails.href('project', item.id);
    case 'event':
      return paths.eventDetails.href(item.id);
    case 'fundraiser':
      return paths.fundraiserDetails.href(item.id);
    case 'company-event':
      return paths.companyEventDetails.href(item.id);
    case 'follower':
      return null;
  }
}
