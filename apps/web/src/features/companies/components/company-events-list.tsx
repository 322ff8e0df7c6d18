import type { CompanyProfileEvent } from '@app/contract';
import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { storedAvatar } from '@/components/ui/stored-image';

interface CompanyEventsListProps {
  events: readonly CompanyProfileEvent[];
  /** The event's detail page (/companyEvents-details/{id}). */
  href: (id: number) => string;
}

/** The company's events as links to their detail pages, newest first. */
export function CompanyEventsList({ events, href }: CompanyEventsListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="company-events">
      <Stack gap="sm">
        <Title order={2} size="h5" id="company-events">
          {t('companyPages.profile.events')}
        </Title>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('companyPages.profile.noEvents')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {events.map((event) => (
              <Group component="li" key={event.id} gap="sm" wrap="nowrap">
                <Avatar
                  {...storedAvatar(event.picture, 38)}
                  // The name beside it says what it is.
                  alt=""
                  name={event.name}
                  color="initials"
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={href(event.id)} fw={600} size="sm">
                    {event.name}
                  </Anchor>
                  {event.nonprofit ? (
                    <Text size="xs" c="dimmed" truncate>
                      {t('companyPages.profile.eventFor', { name: event.nonprofit.name })}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
