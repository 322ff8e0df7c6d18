import { isOperator } from '@app/contract';
import { Button, Container, Flex, Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Navigate, NavLink as RouterNavLink, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSession } from '@/lib/session';
import { NotFound } from '../not-found';
import { consoleSections } from './console-sections';
import { SecondFactorRequired, useSecondFactorRefused } from './second-factor-required';

/** Anyone signed in without the operator role: told so, with a way back (no section loads). */
function Refused() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <IconLock size={40} aria-hidden="true" />
          <Title order={1}>{t('console.refused.title')}</Title>
          <Text>{t('console.refused.text')}</Text>
          <Button component={Link} to={paths.home.href()}>
            {t('console.refused.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * The operator's console at /admin: its navigation and the section a path names,
 * each section loaded on demand. Only operators and console admins see it; the API refuses
 * anyone else anyway. An operator without a second factor is sent to set one up first (the API
 * refuses them too).
 */
export function ConsoleScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const refusedForFactor = useSecondFactorRefused();
  useDocumentMeta(t('console.title'));
  if (!user || !isOperator(user.role)) return <Refused />;
  if (!user.second_factor || refusedForFactor) return <SecondFactorRequired />;
  const [first] = consoleSections;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('console.title')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            {/* A row that scrolls sideways on a phone (the sections stay in view), a column
                beside the section on a wide screen. */}
            <Flex
              component="nav"
              aria-label={t('console.navLabel')}
              direction={{ base: 'row', md: 'column' }}
              gap={2}
              style={{ overflowX: 'auto' }}
            >
              {consoleSections.map(({ key }) => (
                <NavLink
                  key={key}
                  component={RouterNavLink}
                  to={paths.admin.href(key)}
                  label={t(`console.sections.${key}`)}
                  w={{ base: 'auto', md: '100%' }}
                  style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                />
              ))}
            </Flex>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }} miw={0}>
            <Suspense fallback={<PageLoader />}>
              <Routes>
                {first ? (
                  <Route index element={<Navigate to={paths.admin.href(first.key)} replace />} />
                ) : null}
                {consoleSections.map(({ key, screen: Screen }) => (
                  <Route key={key} path={`${key}/*`} element={<Screen />} />
                ))}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
