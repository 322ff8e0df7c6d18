import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { JobsBoard } from '@/features/jobs/components/jobs-board';
import classes from '@/features/jobs/components/jobs.module.css';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** For non-profits: post a vacancy (the form checks sign-in and premium). */
function PostJobCallToAction() {
  const { t } = useTranslation();
  return (
    <Paper component="aside" aria-labelledby="jobs-post-title" radius="lg" p="lg" withBorder>
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={2} size="h4" id="jobs-post-title">
            {t('jobs.board.post.title')}
          </Title>
          <Text c="gray.7">{t('jobs.board.post.text')}</Text>
        </Stack>
        <Button
          component={Link}
          to={paths.jobsRegistration.href()}
          color="ember"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {t('jobs.board.post.button')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * /jobs: the jobs board. Title and intro, a call to action for
 * non-profits, then the searchable vacancies, newest first.
 */
export function JobsScreen() {
  const { t } = useTranslation();
  useDocumentMeta(t('jobs.board.title'), t('jobs.board.intro'));
  return (
    <>
      <Box className={classes.hero}>
        <Container py={{ base: 40, sm: 56 }}>
          <Stack gap="sm" maw={720}>
            <Group gap={8} c="leaf.9">
              <IconBriefcase size={20} aria-hidden="true" />
              <Text fw={700} tt="uppercase" size="sm">
                {t('jobs.board.eyebrow')}
              </Text>
            </Group>
            <Title order={1} fz={{ base: 32, sm: 44 }}>
              {t('jobs.board.title')}
            </Title>
            <Text size="lg" c="gray.7">
              {t('jobs.board.intro')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <PostJobCallToAction />
          <JobsBoard />
        </Stack>
      </Container>
    </>
  );
}
