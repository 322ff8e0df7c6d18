import type { PageRoleOrOwner, TeamPageType } from '@app/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useLeavePage } from '../api/team-writes';

interface HelperNoticeProps {
  type: TeamPageType;
  id: number;
  /** The page's name, for the question and the confirmation. */
  name: string;
  /** The signed-in user's role on the page: the notice shows for a helper only. */
  role: PageRoleOrOwner | null;
}

/**
 * Tells a helper (admin or editor) in which role they help run the page, and lets them leave
 * it after a confirmation; they are taken to their profile, since the page's tools are gone.
 */
export function HelperNotice({ type, id, name, role }: HelperNoticeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeavePage({ type, id });
  const [asking, setAsking] = useState(false);
  if (role !== 'admin' && role !== 'editor') return null;

  return (
    <Paper withBorder radius="lg" p="sm" bg="var(--mantine-color-body)">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text style={{ flex: '1 1 16rem' }}>
          {t('team.myRole', { role: t(`team.asRole.${role}`) })}
        </Text>
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => {
            leave.reset();
            setAsking(true);
          }}
        >
          {t('team.leave.button')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'leaf', message: t('team.leave.left', { page: name }) });
              setAsking(false);
              void navigate({ pathname: paths.profile.href(), search: '?tab=pages' });
            },
          })
        }
        title={t('team.leave.confirmTitle', { page: name })}
        message={t('team.leave.confirmText')}
        confirmLabel={t('team.leave.confirm')}
        pending={leave.isPending}
        error={leave.isError ? errorMessage(leave.error, t('team.failed')) : null}
        danger
      />
    </Paper>
  );
}
