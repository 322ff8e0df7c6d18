import type { NonprofitProjectItem } from '@app/contract';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { ListTableProps } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useDeleteProject } from '../api/delete-project';
import { useNonprofitProjects } from '../api/get-nonprofit-projects';
import { descriptionExcerpt } from '../description-excerpt';

/**
 * A non-profit's projects as a `ListTable` on its Campaign tab: name (to the project's public
 * page) and the start of its description; with `canManage` the owner deletes one after confirming.
 */
export function useProjectsTable(
  nonprofitId: number,
  canManage: boolean,
): ListTableProps<NonprofitProjectItem> {
  const { t } = useTranslation();
  const remove = useDeleteProject(nonprofitId);

  return {
    texts: 'campaigns.projects',
    query: useNonprofitProjects(nonprofitId),
    name: {
      header: t('campaigns.projects.columns.name'),
      of: (project) => project.name,
      href: (project) => paths.discoverDetails.href('project', project.id),
    },
    columns: [
      {
        header: t('campaigns.projects.columns.description'),
        cell: (project) =>
          descriptionExcerpt(project.description) || (
            <Text span c="dimmed" size="sm">
              {t('campaigns.projects.noDescription')}
            </Text>
          ),
      },
    ],
    minWidth: 500,
    remove: canManage ? remove : undefined,
  };
}
