export interface CampaignTablesProps {
  nonprofitId: number;
  /** The owner may delete events and projects. */
  canManage: boolean;
}

/** The Campaign tab of a non-profit profile: tables of its events and projects. */
export function CampaignTables(_props: CampaignTablesProps) {
  return null;
}
