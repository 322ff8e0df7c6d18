import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/** The sandbox pages' warning that nothing here is real (payment or account). */
export function TestModeBanner({ title, text }: { title: string; text?: string }) {
  return (
    <Alert
      // A standing notice, not an alert that interrupts (Mantine's Alert is role="alert").
      role="note"
      color="yellow"
      variant="filled"
      radius="md"
      icon={<IconFlask size={22} aria-hidden="true" />}
      title={title}
    >
      {text}
    </Alert>
  );
}
