import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EventsTable } from '@/features/events/components/events-table';
import { ProjectsTable } from '@/features/projects/components/projects-table';
import { refreshAfterCampaignChange } from './campaign-queries';

export interface CampaignTablesProps {
  nonprofitId: number;
  /** The owner may delete events and projects. */
  canManage: boolean;
}

/** The Campaign tab of a non-profit profile: tables of its events and projects. */
export function CampaignTables({ nonprofitId, canManage }: CampaignTablesProps) {
  const queryClient = useQueryClient();
  return (
    <Stack gap="xl">
      <EventsTable
        nonprofitId={nonprofitId}
        canManage={canManage}
        onDeleted={(deletedId) =>
          refreshAfterCampaignChange(queryClient, { kind: 'event', nonprofitId, deletedId })
        }
      />
      <ProjectsTable
        nonprofitId={nonprofitId}
        canManage={canManage}
        onDeleted={(deletedId) =>
          refreshAfterCampaignChange(queryClient, { kind: 'project', nonprofitId, deletedId })
        }
      />
    </Stack>
  );
}
