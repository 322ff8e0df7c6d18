import type { PageUpdate } from '@app/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { RichText } from '@/components/ui/rich-text';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { StoredImage } from '@/components/ui/stored-image';
import { safeHttpUrl, youtubeEmbedUrl } from '@/lib/video-embed';
import classes from './updates.module.css';

export interface UpdateCardProps {
  update: PageUpdate;
  /** Name the page that posted it, linking to its public page (NewsFeed). */
  showPage?: boolean;
  /** The owner may delete it. */
  onDelete?: (update: PageUpdate) => void;
}

/**
 * One timeline update: title, date in the active language, type badge, location, topic and
 * event chips, the rich text and its author; then its picture, its video (a YouTube link
 * plays here, another opens in a new tab) and its 'Read more' link.
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
  const embed = youtubeEmbedUrl(update.video_url);
  const video = embed ? null : safeHttpUrl(update.video_url);
  const link = safeHttpUrl(update.link_url);

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
        {update.picture ? (
          <StoredImage
            file={update.picture}
            shape="card"
            fallback={DEFAULT_IMAGE}
            sizes="(min-width: 62em) 640px, 100vw"
            width={3}
            height={2}
            // The owner's description of the picture; without one it is left to the text.
            alt={update.picture_alt ?? ''}
            lang={
              update.picture_alt && update.languages.picture_alt !== language
                ? update.languages.picture_alt
                : undefined
            }
            radius="md"
            className={classes.picture}
          />
        ) : null}
        {embed ? (
          <iframe
            src={embed}
            title={t('pageUpdates.item.videoTitle', { title: update.title })}
            className={classes.video}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
        {video || link ? (
          <Group gap="md">
            {video ? (
              <Anchor href={video} target="_blank" rel="noopener noreferrer" fw={600}>
                <Group gap={6} component="span" wrap="nowrap">
                  <IconPlayerPlay size={16} aria-hidden="true" />
                  {t('pageUpdates.item.watchVideo')}
                </Group>{' '}
                <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
              </Anchor>
            ) : null}
            {link ? (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" fw={600}>
                <Group gap={6} component="span" wrap="nowrap">
                  <IconExternalLink size={16} aria-hidden="true" />
                  {t('pageUpdates.item.readMore')}
                </Group>{' '}
                <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
