import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export interface ListTableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/** The parts of a list query the table reads (a TanStack Query result fits). */
interface ListQuery<T> {
  data: { data: readonly T[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The parts of a delete mutation (by id) the table uses (a TanStack mutation result fits). */
interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
}

export interface ListTableProps<T extends { id: number }> {
  /**
   * Translation key prefix of the table's texts: `heading`, `loading`, `empty`, `reload`,
   * `columns.actions`, `delete`, `deleteLabel`, `confirmTitle`, `confirmText`, `confirm`,
   * `deleting`, `deleteFailed` and `deleted` (the last five with `{{name}}` where they name it).
   */
  texts: string;
  query: ListQuery<T>;
  /** The first column: each item's name, linking to its page. */
  name: { header: string; of: (item: T) => string; href: (item: T) => string };
  /** The columns after the name. */
  columns: readonly ListTableColumn<T>[];
  /** Narrower than this the table scrolls sideways (the Actions column adds 120 px). */
  minWidth: number;
  /** Given to the owner: a Delete button on each row, after a confirmation. */
  remove?: DeleteMutation;
  /** After a delete, so the screen can refresh what else shows the item. */
  onDeleted?: (id: number) => void;
}

/**
 * A page's list as a table (e.g. a non-profit's events or projects): a loading line, the empty
 * text, or the rows; the owner deletes a row after confirming. A list that fails to load shows
 * as empty with a small reload button.
 */
export function ListTable<T extends { id: number }>({
  texts,
  query,
  name,
  columns,
  minWidth,
  remove,
  onDeleted,
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [target, setTarget] = useState<T | null>(null);
  const [confirming, setConfirming] = useState(false);
  const items = query.data?.data ?? [];

  function askToDelete(item: T) {
    remove?.reset();
    setTarget(item);
    setConfirming(true);
  }

  function confirmDelete() {
    if (!target || !remove) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'leaf', message: t(`${texts}.deleted`) });
        onDeleted?.(target.id);
      },
    });
  }

  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {t(`${texts}.heading`)}
      </Title>
      {query.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" color="ember" aria-hidden="true" />
          <Text c="dimmed">{t(`${texts}.loading`)}</Text>
        </Group>
      ) : items.length === 0 ? (
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">{t(`${texts}.empty`)}</Text>
          {query.isError ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t(`${texts}.reload`)}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Table.ScrollContainer minWidth={remove ? minWidth + 120 : minWidth}>
          <Table aria-labelledby={headingId} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{name.header}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                {remove ? <Table.Th>{t(`${texts}.columns.actions`)}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={name.href(item)} fw={600}>
                      {name.of(item)}
                    </Anchor>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                  ))}
                  {remove ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red.8"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        aria-label={t(`${texts}.deleteLabel`, { name: name.of(item) })}
                        onClick={() => askToDelete(item)}
                      >
                        {t(`${texts}.delete`)}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {remove ? (
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={confirmDelete}
          title={t(`${texts}.confirmTitle`)}
          message={t(`${texts}.confirmText`, { name: target ? name.of(target) : '' })}
          confirmLabel={t(`${texts}.confirm`)}
          pendingLabel={t(`${texts}.deleting`)}
          pending={remove.isPending}
          error={remove.isError ? t(`${texts}.deleteFailed`) : null}
        />
      ) : null}
    </Stack>
  );
}
