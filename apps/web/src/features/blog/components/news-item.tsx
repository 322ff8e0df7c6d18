import type { BlogPost } from '@app/contract';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import classes from './blog.module.css';
import { BlogMeta } from './blog-meta';
import { PostLink } from './post-link';
import { StoredImage } from '@/components/ui/stored-image';

/** One post of the 'Latest news' list; its text is clamped to 2 lines. */
export function NewsItem({ post }: { post: BlogPost }) {
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      bg="white"
      className={classes.stretched}
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <StoredImage
          file={post.picture}
          fallback={DEFAULT_IMAGE}
          sizes="120px"
          width={120}
          height={90}
          alt=""
          className={classes.thumb}
        />
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5" lh={1.3}>
            <PostLink post={post}>{post.name}</PostLink>
          </Title>
          <Text size="sm" c="gray.8" lineClamp={2}>
            {post.description}
          </Text>
          <BlogMeta post={post} size="xs" />
        </Stack>
      </Group>
    </Paper>
  );
}
