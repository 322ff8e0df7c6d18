import type { PageUpdate } from '@app/contract';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { RichText } from '@/components/ui/rich-text';

export interface UpdateCardProps {
  update: PageUpdate;
  /** Name the page that posted it, linking to its public page (NewsFeed). */
  showPage?: boolean;
  /** The owner may delete it. */
  onDelete?: (update: PageUpdate) => void;
}

/**
 * One timeline update: title, date in the active language, type badge, location, topic and
 * event chips, the rich text and its author.
 */
export function UpdateCard({ update, showPage = false, onDelete }: UpdateCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const chips = [
    update.location ? t(`pageUpdates.locations.${update.location}`) : null,
    update.topic ? t(`pageUpdates.topics.${update.topic}`) : null,
    update.event_type ? t(`pageUpdates.eventTypes.${update.event_type}`) : null,
  ].filter((chip): chip is string => chip !== null);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId} bg="white">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {showPage ? (
              <Text size="sm">
                <Anchor component={Link} to={update.page.link} fw={600}>
                  {update.page.name}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  · {t(`cards.types.${update.page.type}`)}
                </Text>
              </Text>
            ) : null}
            <Title order={3} size="h4" id={titleId}>
              {update.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pageUpdates.item.by', { name: update.author.name })} ·{' '}
              <time dateTime={update.created_at}>{formatDate(update.created_at, language)}</time>
            </Text>
          </Stack>
          {/* The kind keeps its whole word ("Mijlpaal", "Aankondiging"); the title wraps instead. */}
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="light" color="ember">
              {t(`pageUpdates.types.${update.update_type}`)}
            </Badge>
            {onDelete ? (
              <ActionIcon
                variant="subtle"
                color="red.8"
                onClick={() => onDelete(update)}
                aria-label={t('pageUpdates.item.deleteLabel', { title: update.title })}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
        {chips.length > 0 || update.event ? (
          <Group gap="xs">
            {chips.map((chip) => (
              <Badge key={chip} variant="outline" color="gray" tt="none">
                {chip}
              </Badge>
            ))}
            {update.event ? (
              <Badge
                component={Link}
                to={paths.eventDetails.href(update.event.id)}
                variant="outline"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {t('pageUpdates.item.eventLink', { title: update.event.title })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <RichText text={update.content} />
      </Stack>
    </Paper>
  );
}
