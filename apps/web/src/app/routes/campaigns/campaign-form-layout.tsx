import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';

interface CampaignFormLayoutProps {
  title: string;
  intro: string;
  nonprofitId: number;
  children: ReactNode;
}

/** The frame of Create Event and Create Project: back link, heading, intro and the form. */
export function CampaignFormLayout({
  title,
  intro,
  nonprofitId,
  children,
}: CampaignFormLayoutProps) {
  const { t } = useTranslation();
  useDocumentMeta(title);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to={paths.nonprofitProfile.href(nonprofitId)} fw={600}>
            <Group gap={6} component="span">
              <IconArrowLeft size={18} aria-hidden="true" />
              {t('campaigns.backToNonprofit')}
            </Group>
          </Anchor>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="white">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{title}</Title>
              <Text c="dimmed">{intro}</Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/**
 * A campaign form opened without the chooser's state (a direct link or a reload in another
 * tab): 'Nonprofit ID is missing.' and the way back to the user's pages.
 */
export function MissingNonprofit({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentMeta(title);
  return (
    <Container size="sm" py="xl">
      <EmptyState
        icon={<IconBuildingCommunity size={28} />}
        title={t('campaigns.missing.title')}
        message={t('campaigns.missing.text')}
        action={
          <Button component={Link} to={{ pathname: paths.profile.href(), search: '?tab=pages' }}>
            {t('campaigns.missing.back')}
          </Button>
        }
      />
    </Container>
  );
}
