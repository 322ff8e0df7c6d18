import type { BlogPost } from '@app/contract';
import { Card, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import classes from './blog.module.css';
import { BlogMeta } from './blog-meta';
import { PostLink } from './post-link';
import { StoredImage } from '@/components/ui/stored-image';

/** The newest post, large, in the 'Latest updates' column; its text is clamped to 3 lines. */
export function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={classes.stretched}>
      <Card.Section>
        <StoredImage
          file={post.picture}
          fallback={DEFAULT_BANNER}
          sizes="(min-width: 62em) 60vw, 100vw"
          width={1280}
          height={640}
          priority
          alt=""
          className={classes.featuredImage}
        />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Title order={3} fz={{ base: 22, sm: 28 }} lh={1.2}>
          <PostLink post={post}>{post.name}</PostLink>
        </Title>
        <Text c="gray.8" lineClamp={3}>
          {post.description}
        </Text>
        <BlogMeta post={post} />
      </Stack>
    </Card>
  );
}
