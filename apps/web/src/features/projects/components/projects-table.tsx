import type { NonprofitProjectItem } from '@app/contract';
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteProject } from '../api/delete-project';
import { useNonprofitProjects } from '../api/get-nonprofit-projects';
import { descriptionExcerpt } from '../description-excerpt';

export interface ProjectsTableProps {
  nonprofitId: number;
  /** The owner may delete projects. */
  canManage: boolean;
  /** After a delete, so the screen can refresh what else shows the project. */
  onDeleted?: (projectId: number) => void;
}

/**
 * A non-profit's projects on its Campaign tab: name (to the project's public page) and the start
 * of its description; the owner deletes one after confirming. A list that fails to load shows as empty
 * (spec 8) with a small reload button.
 */
export function ProjectsTable({ nonprofitId, canManage, onDeleted }: ProjectsTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useNonprofitProjects(nonprofitId);
  const remove = useDeleteProject(nonprofitId);
  const [target, setTarget] = useState<NonprofitProjectItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const projects = query.data?.data ?? [];

  function askToDelete(project: NonprofitProjectItem) {
    remove.reset();
    setTarget(project);
    setConfirming(true);
  }

  function confirmDelete() {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'leaf', message: t('campaigns.projects.deleted') });
        onDeleted?.(target.id);
      },
    });
  }

  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {t('campaigns.projects.heading')}
      </Title>
      {query.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" color="ember" aria-hidden="true" />
          <Text c="dimmed">{t('campaigns.projects.loading')}</Text>
        </Group>
      ) : projects.length === 0 ? (
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">{t('campaigns.projects.empty')}</Text>
          {query.isError ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t('campaigns.projects.reload')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Table.ScrollContainer minWidth={canManage ? 620 : 500}>
          <Table aria-labelledby={headingId} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.projects.columns.name')}</Table.Th>
                <Table.Th>{t('campaigns.projects.columns.description')}</Table.Th>
                {canManage ? <Table.Th>{t('campaigns.projects.columns.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.discoverDetails.href('project', project.id)}
                      fw={600}
                    >
                      {project.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {descriptionExcerpt(project.description) || (
                      <Text span c="dimmed" size="sm">
                        {t('campaigns.projects.noDescription')}
                      </Text>
                    )}
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red.8"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        aria-label={t('campaigns.projects.deleteLabel', { name: project.name })}
                        onClick={() => askToDelete(project)}
                      >
                        {t('campaigns.projects.delete')}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        title={t('campaigns.projects.confirmTitle')}
        message={t('campaigns.projects.confirmText', { name: target?.name ?? '' })}
        confirmLabel={t('campaigns.projects.confirm')}
        pendingLabel={t('campaigns.projects.deleting')}
        pending={remove.isPending}
        error={remove.isError ? t('campaigns.projects.deleteFailed') : null}
      />
    </Stack>
  );
}
