import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCountdown } from '@/lib/use-countdown';

interface TimedSuccessProps {
  title: string;
  text: string;
  seconds: number;
  /** Translation key of the countdown line; receives `seconds`. */
  countdownKey: string;
  onDone: () => void;
}

/**
 * A success message that closes by itself ('Reset Link Sent' for 10 s with no button,
 * reset success after 5 s). It takes focus so screen readers announce it, and shows the seconds
 * left.
 */
export function TimedSuccess({ title, text, seconds, countdownKey, onDone }: TimedSuccessProps) {
  const { t } = useTranslation();
  const remaining = useCountdown(seconds, onDone);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper
      role="status"
      radius="md"
      p="lg"
      withBorder
      bg="leaf.0"
      style={{ borderColor: 'var(--mantine-color-leaf-3)' }}
    >
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" color="leaf.7" aria-hidden="true">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        <Text>{text}</Text>
        <Text size="sm" c="dimmed" aria-live="off">
          {t(countdownKey, { seconds: remaining, count: remaining })}
        </Text>
      </Stack>
    </Paper>
  );
}
