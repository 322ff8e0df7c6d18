import { ActionIcon, Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  FACT_KEY_MAX,
  FACT_VALUE_MAX,
  FACTS_MAX,
  newFactRow,
  type FactRow,
  type FactRowErrors,
} from '../page-data';

interface FactsEditorProps {
  rows: FactRow[];
  onChange: (rows: FactRow[]) => void;
  /** What the form found wrong per row (by row id), before sending. */
  rowErrors?: Record<string, FactRowErrors>;
  /** The server's page_data message (422). */
  error?: string;
  disabled?: boolean;
}

/**
 * The Company Overview facts (page_data): rows of a name and a value, added and removed freely,
 * at most the contract's 50. Underscores in a name show as spaces on the profile; a value
 * starting with http shows as a picture there.
 */
export function FactsEditor({ rows, onChange, rowErrors = {}, error, disabled }: FactsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const full = rows.length >= FACTS_MAX;

  const update = (rowId: string, field: 'key' | 'value', value: string) =>
    onChange(rows.map((row) => (row.id === rowId ? { ...row, [field]: value } : row)));
  const problem = (code: FactRowErrors['key']) =>
    code
      ? t(`companyPages.facts.problems.${code}`, {
          count: code === 'valueTooLong' ? FACT_VALUE_MAX : FACT_KEY_MAX,
        })
      : undefined;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="sm">
        <Input.Label id={titleId} labelElement="div">
          {t('companyPages.facts.title')}
        </Input.Label>
        <Input.Description id={hintId} mt={-8}>
          {t('companyPages.facts.hint')}
        </Input.Description>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('companyPages.facts.empty')}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 2 }}
                label={t('companyPages.facts.name', { number })}
                placeholder={t('companyPages.facts.namePlaceholder')}
                value={row.key}
                onChange={(event) => update(row.id, 'key', event.currentTarget.value)}
                error={problem(rowErrors[row.id]?.key)}
                disabled={disabled}
              />
              <TextInput
                style={{ flex: 3 }}
                label={t('companyPages.facts.value', { number })}
                placeholder={t('companyPages.facts.valuePlaceholder')}
                value={row.value}
                onChange={(event) => update(row.id, 'value', event.currentTarget.value)}
                error={problem(rowErrors[row.id]?.value)}
                disabled={disabled}
              />
              <ActionIcon
                variant="subtle"
                color="red.8"
                size={36}
                mt={25}
                aria-label={t('companyPages.facts.remove', { number })}
                onClick={() => onChange(rows.filter((other) => other.id !== row.id))}
                disabled={disabled}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => onChange([...rows, newFactRow()])}
            disabled={disabled || full}
          >
            {t('companyPages.facts.add')}
          </Button>
          {full ? (
            <Text size="sm" c="dimmed">
              {t('companyPages.facts.full', { count: FACTS_MAX })}
            </Text>
          ) : null}
        </Group>
        {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      </Stack>
    </Paper>
  );
}
