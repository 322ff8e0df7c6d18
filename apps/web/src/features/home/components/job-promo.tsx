import { Box, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './home.module.css';

/**
 * The home page's job promo: non-profits are hiring, see the jobs. `children` go under the
 * button, e.g. the newest vacancies (composed by the home route: features stay apart).
 */
export function JobPromo({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="job-promo-title"
      className={classes.jobPromo}
      p={{ base: 'lg', sm: 40 }}
    >
      <Group justify="space-between" align="center" gap="xl">
        <Group wrap="nowrap" align="flex-start" gap="lg" style={{ flex: '1 1 420px' }}>
          <ThemeIcon
            size={56}
            radius="xl"
            color="white"
            c="leaf.9"
            visibleFrom="xs"
            aria-hidden="true"
          >
            <IconBriefcase size={30} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} id="job-promo-title" c="white" fz={{ base: 24, sm: 30 }}>
              {t('jobPromo.title')}
            </Title>
            <Text c="#eefaf4" size="lg" maw={620}>
              {t('jobPromo.text')}
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={paths.jobs.href()}
          size="lg"
          variant="white"
          color="leaf.9"
          rightSection={<IconArrowRight size={20} aria-hidden="true" />}
        >
          {t('jobPromo.button')}
        </Button>
      </Group>
      {children}
    </Box>
  );
}
