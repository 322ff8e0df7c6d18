import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * The User tab of a company, non-profit or fundraiser profile: the signed-in owner
 * as 'Admin'. Inviting members is not part of the product yet, so its button says so instead
 * of pretending to send something.
 */
export function PageMembers() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('pageAdmin.members.title')}
          </Title>
          <Tooltip label={t('pageAdmin.members.inviteSoon')} withArrow>
            <Button
              variant="light"
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              data-disabled
              aria-disabled="true"
              aria-describedby="invite-members-note"
              onClick={(event) => event.preventDefault()}
            >
              {t('pageAdmin.members.invite')}
            </Button>
          </Tooltip>
        </Group>
        {user ? (
          <Group gap="sm" wrap="nowrap">
            <Avatar name={user.name} color="initials" radius="xl" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {user.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
            </Stack>
            <Badge ml="auto" variant="light" style={{ flexShrink: 0 }}>
              {t('pageAdmin.members.admin')}
            </Badge>
          </Group>
        ) : null}
        <Text id="invite-members-note" size="sm" c="dimmed">
          {t('pageAdmin.members.inviteSoon')}
        </Text>
      </Stack>
    </Paper>
  );
}
