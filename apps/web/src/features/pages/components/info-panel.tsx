import type { PageDetails } from '@app/contract';
import { Badge, Button, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { IconActivity, IconBook } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { ContactList } from '@/components/contact-list/contact-list';

interface InfoPanelProps {
  page: PageDetails;
  onOpenAbout: () => void;
  onOpenActivity: () => void;
}

function CountRow({ title, count }: { title: string; count: number }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Title order={3} size="h6">
        {title}
      </Title>
      <Badge size="lg" variant="light" color="ember">
        {count}
      </Badge>
    </Group>
  );
}

/**
 * The info panel: About us, Our campaigns (the real count), Contact and organization, News and
 * update (the real count of timeline updates) and Latest activity.
 */
export function InfoPanel({ page, onOpenAbout, onOpenActivity }: InfoPanelProps) {
  const { t } = useTranslation();
  // A fundraiser is a person's: its panel speaks of them, not of an organisation.
  const person = page.organiser?.kind === 'person' ? page.organiser : null;
  const hasContact = Boolean(page.email || page.phone || page.website || page.address_line1);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="info-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="info-heading">
          {t('details.info.heading')}
        </Title>
        <Stack gap={4} align="flex-start">
          <Title order={3} size="h6">
            {person ? t('personInfo.aboutMe') : t('details.info.aboutUs')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            leftSection={<IconBook size={16} aria-hidden="true" />}
            onClick={onOpenAbout}
            aria-haspopup="dialog"
          >
            {t('details.info.readMore')}
          </Button>
        </Stack>
        <Divider />
        <CountRow
          title={
            person
              ? t('personInfo.fundraisersBy', { name: person.name })
              : t('details.info.campaigns')
          }
          count={page.campaigns_count}
        />
        <Divider />
        {person && !hasContact ? null : (
          <>
            <Stack gap={6}>
              <Title order={3} size="h6">
                {t('details.info.contact')}
              </Title>
              <ContactList
                email={page.email}
                phone={page.phone}
                website={page.website}
                address={[page.address_line1, page.city]}
              />
            </Stack>
            <Divider />
          </>
        )}
        <CountRow
          title={person ? t('personInfo.updates') : t('details.info.news')}
          count={page.updates_count}
        />
        <Divider />
        <Stack gap={4} align="flex-start">
          <Title order={3} size="h6">
            {t('details.info.activity')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            leftSection={<IconActivity size={16} aria-hidden="true" />}
            onClick={onOpenActivity}
            aria-haspopup="dialog"
          >
            {t('details.info.viewActivity')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
