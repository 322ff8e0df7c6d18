import type { HelpCategory } from '@app/contract';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { countArticles } from '../filter-help';
import { helpNavigationState } from '../navigation-state';
import classes from './help.module.css';

/** A help category with its sections and their article links (to /articles/{id}/{slug}). */
export function HelpCategoryCard({ category }: { category: HelpCategory }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `help-category-${category.id}`;
  const count = countArticles([category]);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg" bg="white">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {category.title}
          </Title>
          <Badge variant="light" color="ember" radius="sm" style={{ flexShrink: 0 }}>
            {t('help.articleCount', { count })}
          </Badge>
        </Group>
        {category.sections.map((section) => (
          <Stack key={section.id} gap={4}>
            <Title order={3} size="h5" c="gray.7">
              {section.title}
            </Title>
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
              {section.articles.map((article) => (
                <li key={article.id}>
                  <Link
                    to={paths.article.href(article.id, article.slug)}
                    state={helpNavigationState(
                      { ...article, category: category.title, section: section.title },
                      language,
                    )}
                    className={classes.articleLink}
                  >
                    <IconFileText
                      size={18}
                      aria-hidden="true"
                      style={{ flexShrink: 0, marginTop: 3 }}
                    />
                    {article.title}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
