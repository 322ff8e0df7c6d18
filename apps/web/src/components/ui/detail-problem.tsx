import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/lib/use-document-meta';

interface DetailProblemProps {
  /** The spec's text, e.g. 'Fundraiser not found'; also the document title. */
  message: string;
  /** Under a missing page's heading; the general not-found text by default. */
  text?: string;
  /** Offered for a failed load, not for a page that does not exist. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Where the page's list is, e.g. Back to Discover. */
  back: { to: string; label: string };
}

/** A detail page that is missing or failed to load: the text as the page heading, and a way on. */
export function DetailProblem({ message, text, onRetry, retrying, back }: DetailProblemProps) {
  const { t } = useTranslation();
  useDocumentMeta(message);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role={onRetry ? 'alert' : undefined}>
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={onRetry ? 'red' : 'ember'}
          aria-hidden="true"
        >
          {onRetry ? <IconAlertTriangle size={34} /> : <IconSearchOff size={34} />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {message}
        </Title>
        {onRetry ? null : <Text c="dimmed">{text ?? t('notFound.text')}</Text>}
        <Group justify="center">
          {onRetry ? (
            <Button
              onClick={onRetry}
              loading={retrying}
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
            >
              {t('common.retry')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={back.to}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {back.label}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
