import type { ContentBlock } from '@app/contract';
import { Alert, Anchor, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';
import { pictureLink, safeHttpUrl, youtubeEmbedUrl } from '@/lib/video-embed';
import classes from './details.module.css';

/**
 * One block of 'About {name}': TEXT shows its title and text; VIDEO's
 * title holds a link (YouTube embedded without cookies, anything else as a link); PICTURE's
 * content is JSON with a link field, else 'Invalid image link'.
 */
export function ContentBlockView({ block, pageName }: { block: ContentBlock; pageName: string }) {
  const { t } = useTranslation();

  if (block.block_type === 'VIDEO') {
    const embed = youtubeEmbedUrl(block.title);
    const link = safeHttpUrl(block.title);
    const caption = block.text?.trim() || null;
    return (
      <Stack gap="xs">
        {embed ? (
          <iframe
            src={embed}
            title={t('details.content.videoTitle', { title: caption ?? pageName })}
            className={classes.videoFrame}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" fw={600}>
            {t('details.content.watchVideo')}
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        ) : null}
        {caption ? <Text className={classes.richText}>{caption}</Text> : null}
      </Stack>
    );
  }

  if (block.block_type === 'PICTURE') {
    const link = pictureLink(block.content);
    if (!link) {
      return (
        <Alert color="gray" variant="light">
          {t('details.content.invalidImage')}
        </Alert>
      );
    }
    const caption = block.text?.trim() || block.title?.trim() || null;
    return (
      <Stack gap="xs" component="figure" m={0}>
        <Image
          src={storageUrl(link)}
          fallbackSrc={DEFAULT_IMAGE}
          alt={caption ?? t('details.content.pictureAlt', { name: pageName })}
          radius="md"
          mah={420}
          fit="contain"
        />
        {caption ? (
          <Text component="figcaption" size="sm" c="dimmed">
            {caption}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {block.title ? (
        <Title order={3} size="h5">
          {block.title}
        </Title>
      ) : null}
      {block.text ? <Text className={classes.richText}>{block.text}</Text> : null}
    </Stack>
  );
}
