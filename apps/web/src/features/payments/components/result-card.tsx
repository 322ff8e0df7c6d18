import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ResultCardProps {
  icon: ReactNode;
  /** Mantine colour of the icon: leaf for success, red for failure, and so on. */
  color: string;
  title: string;
  text?: ReactNode;
  /** Details between the text and the buttons (a summary, an alert). */
  children?: ReactNode;
  /** The ways on, e.g. a Group of link buttons. */
  actions?: ReactNode;
}

/** The centred card of a payment outcome page: icon, h1, explanation, details, buttons. */
export function ResultCard({ icon, color, title, text, children, actions }: ResultCardProps) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={72} radius={36} variant="light" color={color} aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {text ? (
            <Text size="lg" c="dimmed" maw={480}>
              {text}
            </Text>
          ) : null}
          {children}
          {actions}
        </Stack>
      </Paper>
    </Container>
  );
}
