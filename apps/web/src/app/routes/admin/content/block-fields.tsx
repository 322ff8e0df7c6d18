import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { RichTextField } from '@/components/forms/rich-text-field';
import { ImageField, pickedImageFromFile } from '@/components/image-picker';
import { useTranslation } from '@/lib/i18n';
import {
  blockSpecs,
  changeItems,
  type EditorBlock,
  type FieldSpec,
  type Item,
  isKnownType,
  type Language,
  moved,
  setField,
  setItemField,
} from './blocks-model';

interface FieldProps {
  field: FieldSpec;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One field: a line, a longer text, rich text or a picture from the media library. */
function Field({ field, label, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const description = field.shared ? t('consoleContent.fields.shared') : undefined;
  switch (field.kind) {
    case 'rich':
      return (
        <RichTextField
          label={label}
          value={value}
          onChange={onChange}
          error={error}
          required={field.required}
        />
      );
    case 'image':
      return (
        <ImageField
          label={label}
          description={description}
          value={pickedImageFromFile(value || null)}
          onChange={(picked) => onChange(picked?.file ?? '')}
          error={error}
          required={field.required}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          description={description}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          required={field.required}
          maxLength={field.max}
          autosize
          minRows={2}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          description={description}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          required={field.required}
          maxLength={field.max}
        />
      );
  }
}

interface BlockFieldsProps {
  block: EditorBlock;
  index: number;
  language: Language;
  /** The 422's first message by field key (`blocks.0.data_nl.heading`). */
  errors: Record<string, string>;
  onChange: (block: EditorBlock) => void;
}

/** The fields of one block in the chosen language, and the list inside it (questions, people). */
export function BlockFields({ block, index, language, errors, onChange }: BlockFieldsProps) {
  const { t } = useTranslation();
  if (!isKnownType(block.type)) {
    return <Text c="red.8">{t('consoleContent.pages.unknownType', { type: block.type })}</Text>;
  }
  const spec = blockSpecs[block.type];
  const errorAt = (path: string, field: FieldSpec) => {
    const own = errors[`blocks.${index}.${language === 'nl' ? 'data_nl' : 'data'}.${path}`];
    if (own || !field.shared) return own;
    return errors[`blocks.${index}.data.${path}`] ?? errors[`blocks.${index}.data_nl.${path}`];
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = spec.list;
  const items = list ? ((block[language][list.name] as Item[] | undefined) ?? []) : [];
  const itemLabel = list ? t(`consoleContent.items.${list.name}`) : '';

  return (
    <Stack gap="sm">
      {spec.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          label={t(`consoleContent.fields.${field.name}`)}
          value={text(block[language][field.name])}
          error={errorAt(field.name, field)}
          onChange={(value) => onChange(setField(block, field, language, value))}
        />
      ))}
      {list ? (
        <Stack gap="sm">
          {errorAt(list.name, { ...list.fields[0]!, shared: true }) ? (
            <Text c="red.8" size="sm" role="alert">
              {errorAt(list.name, { ...list.fields[0]!, shared: true })}
            </Text>
          ) : null}
          {items.map((item, itemIndex) => {
            const name = `${itemLabel} ${itemIndex + 1}`;
            return (
              <Paper key={itemIndex} withBorder radius="md" p="sm" role="group" aria-label={name}>
                <Group justify="space-between" wrap="nowrap" mb="xs">
                  <Text fw={600}>{name}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('consoleContent.items.moveUp', { name })}
                      disabled={itemIndex === 0}
                      onClick={() =>
                        onChange(
                          changeItems(block, list.name, (all) =>
                            moved(all, itemIndex, itemIndex - 1),
                          ),
                        )
                      }
                    >
                      <IconArrowUp size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('consoleContent.items.moveDown', { name })}
                      disabled={itemIndex === items.length - 1}
                      onClick={() =>
                        onChange(
                          changeItems(block, list.name, (all) =>
                            moved(all, itemIndex, itemIndex + 1),
                          ),
                        )
                      }
                    >
                      <IconArrowDown size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('consoleContent.items.remove', { name })}
                      onClick={() =>
                        onChange(
                          changeItems(block, list.name, (all) =>
                            all.filter((_, at) => at !== itemIndex),
                          ),
                        )
                      }
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
                <Stack gap="xs">
                  {list.fields.map((field) => (
                    <Field
                      key={field.name}
                      field={field}
                      label={t(`consoleContent.fields.${field.name}`)}
                      value={text(item[field.name])}
                      error={errorAt(`${list.name}.${itemIndex}.${field.name}`, field)}
                      onChange={(value) =>
                        onChange(setItemField(block, list.name, itemIndex, field, language, value))
                      }
                    />
                  ))}
                </Stack>
              </Paper>
            );
          })}
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => onChange(changeItems(block, list.name, (all) => [...all, {}]))}
            >
              {t(`consoleContent.items.add.${list.name}`)}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
