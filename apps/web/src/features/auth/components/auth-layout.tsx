import { Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  icon: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. 'Already have an account? Login'. */
  footer?: ReactNode;
}

/** The frame of every authentication screen: a centred card with an icon, a title and the form. */
export function AuthLayout({ title, subtitle, icon, children, footer }: AuthLayoutProps) {
  return (
    <Box className={classes.backdrop}>
      <Container size={480} py={{ base: 32, sm: 64 }} px={{ base: 'sm', sm: 'md' }}>
        <Paper radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md" withBorder>
          <Stack gap="lg">
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="ember" aria-hidden="true">
                {icon}
              </ThemeIcon>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" maw={360}>
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Text ta="center" mt="lg" size="sm">
            {footer}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
