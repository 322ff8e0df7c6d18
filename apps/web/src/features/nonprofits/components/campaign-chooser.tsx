import {
  Button,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarEvent, IconSeeding, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { campaignState } from '../navigation-state';

interface CampaignChooserProps {
  opened: boolean;
  onClose: () => void;
  nonprofitId: number;
  userId: number;
}

interface Choice {
  key: 'event' | 'project';
  href: string;
  icon: Icon;
}

/**
 * Start Campaign: Event (/create-event) or Project (/create-project), both with the
 * navigation state nonprofitId and userId, plus Close.
 */
export function CampaignChooser({ opened, onClose, nonprofitId, userId }: CampaignChooserProps) {
  const { t } = useTranslation();
  const choices: Choice[] = [
    { key: 'event', href: paths.createEvent.href(), icon: IconCalendarEvent },
    { key: 'project', href: paths.createProject.href(), icon: IconSeeding },
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('nonprofitPages.campaign.title')}
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text c="dimmed">{t('nonprofitPages.campaign.text')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {choices.map(({ key, href, icon: ChoiceIcon }) => (
            <Paper key={key} withBorder radius="md">
              <UnstyledButton
                component={Link}
                to={href}
                state={campaignState(nonprofitId, userId)}
                display="block"
                w="100%"
                p="md"
              >
                <Stack gap="xs" align="center">
                  <ThemeIcon size={44} radius="xl" variant="light" color="ember" aria-hidden="true">
                    <ChoiceIcon size={24} />
                  </ThemeIcon>
                  <Text fw={700}>{t(`nonprofitPages.campaign.${key}`)}</Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {t(`nonprofitPages.campaign.${key}Text`)}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Paper>
          ))}
        </SimpleGrid>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('common.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
