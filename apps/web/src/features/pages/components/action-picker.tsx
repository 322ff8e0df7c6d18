import { Modal, Stack, Text, ThemeIcon, UnstyledButton, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import classes from './details.module.css';

export interface PickerAction {
  key: string;
  label: string;
  hint: string;
  icon: ReactNode;
  /** A page of this app, with navigation state. */
  to?: string;
  state?: unknown;
  /** A file to download, e.g. a calendar entry. */
  download?: { href: string; fileName: string };
  onSelect?: () => void;
  pressed?: boolean;
}

interface ActionPickerProps {
  opened: boolean;
  onClose: () => void;
  name: string;
  actions: PickerAction[];
}

function ActionContent({ action }: { action: PickerAction }) {
  return (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon size={44} radius="xl" variant="light" color="ember" aria-hidden="true">
        {action.icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={700}>{action.label}</Text>
        <Text size="sm" c="dimmed">
          {action.hint}
        </Text>
      </Stack>
    </Group>
  );
}

/** Take Action: a short list of what a visitor can do for the page (donate, follow, share, join). */
export function ActionPicker({ opened, onClose, name, actions }: ActionPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('details.actions.title', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      radius="lg"
      centered
    >
      <Text c="dimmed" size="sm" mb="md">
        {t('details.actions.intro')}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {actions.map((action) => (
          <li key={action.key}>
            {action.to ? (
              <UnstyledButton
                component={Link}
                to={action.to}
                state={action.state}
                className={classes.action}
              >
                <ActionContent action={action} />
              </UnstyledButton>
            ) : action.download ? (
              <UnstyledButton
                component="a"
                href={action.download.href}
                download={action.download.fileName}
                className={classes.action}
                onClick={onClose}
              >
                <ActionContent action={action} />
              </UnstyledButton>
            ) : (
              <UnstyledButton
                className={classes.action}
                onClick={action.onSelect}
                aria-pressed={action.pressed}
              >
                <ActionContent action={action} />
              </UnstyledButton>
            )}
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
