import type { AuditEntry } from '@app/contract';
import { Button, Code, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { type AuditFilters, useAuditLog } from '@/features/admin/api/get-audit-log';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { ConsoleList } from './console-list';

const FILTERS = ['action', 'target_type', 'target_id', 'from', 'to'] as const;
const LABELS: Record<(typeof FILTERS)[number], string> = {
  action: 'console.audit.action',
  target_type: 'console.audit.targetType',
  target_id: 'console.audit.targetId',
  from: 'console.audit.from',
  to: 'console.audit.to',
};

/** `{ verified: false }` -> `verified: false`; several fields on one line each. */
function fields(values: Record<string, unknown> | null): string {
  if (!values) return '–';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const who = entry.actor
    ? (entry.actor.name ?? t('console.audit.goneAccount', { id: entry.actor.id }))
    : t('console.audit.commandLine');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{formatLongDate(entry.created_at, language)}</Text>
        <Text size="xs" c="dimmed">
          {new Date(entry.created_at).toLocaleTimeString(language)}
        </Text>
      </Table.Td>
      <Table.Td>{who}</Table.Td>
      <Table.Td>
        <Code>{entry.action}</Code>
      </Table.Td>
      <Table.Td>
        {entry.target_type} {entry.target_id}
      </Table.Td>
      <Table.Td>
        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {fields(entry.before)} → {fields(entry.after)}
        </Text>
      </Table.Td>
      <Table.Td>{entry.reason ?? '–'}</Table.Td>
    </Table.Tr>
  );
}

/** The audit log: every change made through the console, newest first, filterable. */
export function AuditSection() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.audit')}</Title>
      <Text c="dimmed">{t('console.audit.intro')}</Text>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('console.audit.filters')}
          </Title>
          <Group align="end" gap="sm">
            {FILTERS.map((key) => (
              <TextInput
                key={key}
                label={t(LABELS[key])}
                type={key === 'from' || key === 'to' ? 'date' : 'text'}
                value={draft[key] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [key]: value }));
                }}
                w={{ base: '100%', xs: 180 }}
              />
            ))}
            <Button type="submit">{t('console.audit.apply')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft({});
                setFilters({});
              }}
            >
              {t('console.audit.clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConsoleList list={log} texts="console.audit">
        {(entries) => (
          <>
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('console.audit.when')}</Table.Th>
                    <Table.Th>{t('console.audit.who')}</Table.Th>
                    <Table.Th>{t('console.audit.what')}</Table.Th>
                    <Table.Th>{t('console.audit.target')}</Table.Th>
                    <Table.Th>{t('console.audit.change')}</Table.Th>
                    <Table.Th>{t('console.audit.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Entry key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ConsoleList>
    </Stack>
  );
}
