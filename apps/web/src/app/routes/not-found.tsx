import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMapPinQuestion } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Any unknown path: 'Page not found' with links home and back. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={88} radius={44} variant="light" color="ember" aria-hidden="true">
          <IconMapPinQuestion size={48} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg" c="dimmed" maw={460}>
          {t('notFound.text')}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.home.href()} leftSection={<IconHome size={18} />}>
            {t('notFound.home')}
          </Button>
          <Button
            variant="default"
            onClick={() => void navigate(-1)}
            leftSection={<IconArrowLeft size={18} />}
          >
            {t('notFound.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
