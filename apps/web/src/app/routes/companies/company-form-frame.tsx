import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface CompanyFormFrameProps {
  title: string;
  /** The dimmed line under the title. */
  intro: string;
  /** The company whose profile the back link leads to (edit forms); none on registration. */
  companyId?: number;
  children: ReactNode;
}

/** The card around the company forms (registration, edit, company event): heading and form. */
export function CompanyFormFrame({ title, intro, companyId, children }: CompanyFormFrameProps) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {companyId === undefined ? null : (
            <Anchor component={Link} to={paths.companyProfile.href(companyId)} size="sm">
              <IconArrowLeft size={14} aria-hidden="true" /> {t('companyPages.edit.backToProfile')}
            </Anchor>
          )}
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
