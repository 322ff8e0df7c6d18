import type { UpdatePageType } from '@app/contract';

export interface CommunityTabsProps {
  pageType: UpdatePageType;
  pageId: number;
  /** The owner may post timeline updates (and delete them). */
  canPost: boolean;
  /** The page's events, offered in the editor's event select (spec 9: Event). */
  events?: readonly { id: number; title: string }[];
}

/** The Community tabs of a page profile: OVERVIEW, TIMELINE, UPDATE, INVITATIONS. */
export function CommunityTabs(_props: CommunityTabsProps) {
  return null;
}
