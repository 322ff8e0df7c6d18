import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SecuritySectionProps {
  title: string;
  /** What the section is about, under its title. */
  text?: string;
  /** A short state beside the title ("On", "Linked"); green when `good`. */
  status?: string;
  good?: boolean;
  children?: ReactNode;
}

/** One part of the sign-in and security settings: a titled card with its state. */
export function SecuritySection({
  title,
  text,
  status,
  good = false,
  children,
}: SecuritySectionProps) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3">
            {title}
          </Title>
          {status ? (
            <Badge color={good ? 'leaf' : 'gray'} variant="light" size="lg">
              {status}
            </Badge>
          ) : null}
        </Group>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
