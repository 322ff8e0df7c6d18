import type { BlogPost } from '@app/contract';
import { Group, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { readMinutes } from '../read-time';

/** Author, date and read time of a post, e.g. 'Sanne de Vries · Mar 5, 2025 · 2 min read'. */
export function BlogMeta({ post, size = 'sm' }: { post: BlogPost; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(post.created_at, language);
  const parts = [
    post.author?.name,
    date ? (
      <time key="date" dateTime={post.created_at}>
        {date}
      </time>
    ) : null,
    t('blog.readTime', { count: readMinutes(post.description) }),
  ].filter(Boolean);

  return (
    <Group gap={6} wrap="wrap">
      {parts.map((part, index) => (
        <Text key={index} size={size} c="gray.7" component="span">
          {index > 0 ? (
            <Text component="span" aria-hidden="true" mr={6}>
              ·
            </Text>
          ) : null}
          {part}
        </Text>
      ))}
    </Group>
  );
}
