import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TextLanguages } from '@app/contract';
import { storedAvatar } from '@/components/ui/stored-image';
import { useLanguage } from '@/lib/i18n';

export interface OtherPage {
  id: number;
  name: string;
  logo?: string | null;
  /** The language of the name where the API says (ADR 043). */
  languages?: TextLanguages;
}

interface OtherPagesProps {
  /** e.g. 'Your Other Companies' */
  title: string;
  /** The user's pages of this kind; the current one is left out. */
  pages: readonly OtherPage[];
  currentId: number;
  href: (id: number) => string;
}

/**
 * 'Your Other Companies' / non-profits / fundraisers: links to the user's other pages
 * of the same kind, shown only when there is at least one besides this page.
 */
export function OtherPages({ title, pages, currentId, href }: OtherPagesProps) {
  const language = useLanguage();
  const others = pages.filter((page) => page.id !== currentId);
  if (others.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="nav" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {others.map((page) => (
          <Group key={page.id} gap="sm" wrap="nowrap">
            {/* The name is next to it: the logo is decoration. */}
            <Avatar
              {...storedAvatar(page.logo, 26)}
              alt=""
              name={page.name}
              color="initials"
              size="sm"
            />
            <Anchor component={Link} to={href(page.id)} size="sm">
              <Text
                span
                inherit
                truncate
                // A name written only in the other language is read out in that language.
                lang={
                  page.languages?.name && page.languages.name !== language
                    ? page.languages.name
                    : undefined
                }
              >
                {page.name}
              </Text>
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
