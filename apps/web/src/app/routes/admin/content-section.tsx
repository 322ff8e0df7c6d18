import { Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Navigate, NavLink as RouterNavLink, Route, Routes, useParams } from 'react-router';
import { contentPageSlugs, type ContentPageSlug } from '@app/contract';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { NotFound } from '../not-found';
import { BlogPosts } from './content/blog-posts';
import { HelpCenter } from './content/help-center';
import { PageEditor } from './content/page-editor';

const PARTS = [
  { to: 'pages/about', label: 'consoleContent.nav.about' },
  { to: 'pages/contact', label: 'consoleContent.nav.contact' },
  { to: 'blog', label: 'consoleContent.nav.blog' },
  { to: 'help', label: 'consoleContent.nav.help' },
] as const;

function PageRoute() {
  const { slug } = useParams();
  if (!(contentPageSlugs as readonly string[]).includes(slug ?? '')) return <NotFound />;
  return <PageEditor slug={slug as ContentPageSlug} />;
}

/**
 * The console's Content section: the About and Contact pages block by block, blog
 * posts and the help center, each at its own path under /admin/content.
 */
export function ContentSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.content')}</Title>
      <Text c="dimmed">{t('consoleContent.intro')}</Text>
      <Group component="nav" aria-label={t('consoleContent.nav.label')} gap={4} wrap="wrap">
        {PARTS.map((part) => (
          <NavLink
            key={part.to}
            component={RouterNavLink}
            to={paths.admin.href(`content/${part.to}`)}
            label={t(part.label)}
            w="auto"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Group>
      <Routes>
        <Route index element={<Navigate to={paths.admin.href('content/pages/about')} replace />} />
        <Route path="pages/:slug" element={<PageRoute />} />
        <Route path="blog" element={<BlogPosts />} />
        <Route path="help" element={<HelpCenter />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Stack>
  );
}
