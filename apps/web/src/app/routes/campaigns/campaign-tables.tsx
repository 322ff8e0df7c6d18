import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ListTable } from '@/components/ui/list-table';
import { useEventsTable } from '@/features/events/components/use-events-table';
import { useProjectsTable } from '@/features/projects/components/use-projects-table';
import { refreshAfterCampaignChange } from './campaign-queries';

export interface CampaignTablesProps {
  nonprofitId: number;
  /** The owner may delete events and projects. */
  canManage: boolean;
}

/** The Campaign tab of a non-profit profile: tables of its events and projects. */
export function CampaignTables({ nonprofitId, canManage }: CampaignTablesProps) {
  const queryClient = useQueryClient();
  const events = useEventsTable(nonprofitId, canManage);
  const projects = useProjectsTable(nonprofitId, canManage);
  return (
    <Stack gap="xl">
      <ListTable
        {...events}
        onDeleted={(deletedId) =>
          refreshAfterCampaignChange(queryClient, { kind: 'event', nonprofitId, deletedId })
        }
      />
      <ListTable
        {...projects}
        onDeleted={(deletedId) =>
          refreshAfterCampaignChange(queryClient, { kind: 'project', nonprofitId, deletedId })
        }
      />
    </Stack>
  );
}
