import { Card, Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The featured post while the blog loads. */
export function FeaturedPostSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="blog-skeleton" aria-hidden="true">
      <Card.Section>
        <Skeleton h={260} radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Skeleton h={28} w="80%" />
        <Skeleton h={14} />
        <Skeleton h={14} />
        <Skeleton h={14} w="60%" />
      </Stack>
    </Card>
  );
}

/** Three news items while the blog loads. */
export function NewsListSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="lg" p="md" data-testid="blog-skeleton">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Skeleton w={112} h={84} radius="md" style={{ flexShrink: 0 }} />
            <Stack gap={8} w="100%">
              <Skeleton h={18} w="85%" />
              <Skeleton h={12} />
              <Skeleton h={12} w="50%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
