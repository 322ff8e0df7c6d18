import { Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface LegalSection {
  /** Translation key prefix, e.g. `privacy.collection`. */
  id: string;
  /** Keys (relative to the prefix) of the paragraphs before the list. */
  paragraphs?: string[];
  /** Keys of the list items. */
  items?: string[];
  /** Keys of the paragraphs after the list. */
  after?: string[];
}

interface LegalPageProps {
  title: string;
  meta?: ReactNode;
  intro: string;
  sections: LegalSection[];
  footer?: ReactNode;
}

/** Shared layout of the privacy policy and the terms: a readable column of titled sections. */
export function LegalPage({ title, meta, intro, sections, footer }: LegalPageProps) {
  const { t } = useTranslation();
  const text = (section: LegalSection, key: string) => t(`${section.id}.${key}`);

  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 32, sm: 42 }}>
          {title}
        </Title>
        {meta}
        <Text size="lg" c="gray.8" mt="sm">
          {intro}
        </Text>
      </Stack>
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} withBorder>
        <Stack gap={36}>
          {sections.map((section) => (
            <Box component="section" key={section.id} aria-labelledby={`${section.id}-title`}>
              <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
                {text(section, 'title')}
              </Title>
              <Stack gap="sm">
                {section.paragraphs?.map((key) => (
                  <Text key={key}>{text(section, key)}</Text>
                ))}
                {section.items ? (
                  <List spacing="xs" withPadding>
                    {section.items.map((key) => (
                      <List.Item key={key}>{text(section, key)}</List.Item>
                    ))}
                  </List>
                ) : null}
                {section.after?.map((key) => (
                  <Text key={key}>{text(section, key)}</Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Paper>
      {footer}
    </Container>
  );
}
