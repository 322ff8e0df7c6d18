import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Nothing to show: a calm message instead of an empty area. */
export function EmptyState({ message, icon }: { message: string; icon?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="white">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="ember" aria-hidden="true">
          {icon ?? <IconMoodEmpty size={28} />}
        </ThemeIcon>
        <Text ta="center" c="dimmed">
          {message}
        </Text>
      </Stack>
    </Paper>
  );
}
