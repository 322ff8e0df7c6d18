import type { AdminTranslation, Language } from '@app/contract';
import {
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminTranslations } from '@/features/admin/api/get-admin-translations';
import {
  type OverrideChange,
  useSetTranslationOverride,
} from '@/features/admin/api/set-translation-override';
import { translationsQueryOptions } from '@/features/translations/api/get-translations';
import { changeLanguage } from '@/features/translations/change-language';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';

const LANGUAGES = ['en', 'nl'] as const;

/**
 * The app's own strings after an override changed: the language on screen is fetched again and
 * shown at once (the header too); the other one is fetched when someone switches to it.
 */
function useRefreshStrings() {
  const queryClient = useQueryClient();
  const current = useLanguage();
  return async ({ lang }: OverrideChange) => {
    if (lang === current) await changeLanguage(queryClient, lang, { remember: false });
    else await queryClient.invalidateQueries({ queryKey: translationsQueryOptions(lang).queryKey });
  };
}

/** One language's text of a key: the bundled text, the override field, Save and Reset. */
function OverrideField({ row, lang }: { row: AdminTranslation; lang: Language }) {
  const { t } = useTranslation();
  const { value, override } = row[lang];
  const [draft, setDraft] = useState(override ?? '');
  const refresh = useRefreshStrings();
  const save = useSetTranslationOverride(refresh);
  const fieldError = save.isError ? firstFieldErrors(save.error).text : undefined;
  const failed =
    save.isError && !fieldError
      ? errorMessage(save.error, t('consoleTranslations.saveFailed'))
      : null;
  const language = t(`consoleTranslations.languages.${lang}`);

  function submit(text: string | null) {
    save.mutate(
      { lang, key: row.key, text },
      {
        onSuccess: (answer) => {
          setDraft(answer.data[lang].override ?? '');
          notifications.show({
            color: 'teal',
            message: t(
              text === null ? 'consoleTranslations.resetDone' : 'consoleTranslations.saved',
            ),
          });
        },
      },
    );
  }

  return (
    <Stack
      gap={6}
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(draft);
      }}
    >
      <Text size="xs" c="dimmed">
        {t('consoleTranslations.bundled')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || (
          <Text span c="dimmed" fs="italic" size="sm">
            {t('consoleTranslations.noBundled')}
          </Text>
        )}
      </Text>
      <Textarea
        aria-label={t('consoleTranslations.overrideLabel', { language, key: row.key })}
        placeholder={t('consoleTranslations.overridePlaceholder')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={fieldError}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={5000}
        size="sm"
      />
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button
          type="submit"
          size="compact-sm"
          loading={save.isPending && save.variables?.text !== null}
          disabled={draft.trim() === '' || draft === (override ?? '')}
        >
          {t('consoleTranslations.save')}
        </Button>
        {override !== null ? (
          <Button
            variant="default"
            size="compact-sm"
            loading={save.isPending && save.variables?.text === null}
            onClick={() => submit(null)}
          >
            {t('consoleTranslations.reset')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function KeyRow({ row }: { row: AdminTranslation }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} style={{ verticalAlign: 'top' }}>
        <Stack gap={4} align="flex-start">
          <Code style={{ wordBreak: 'break-all' }}>{row.key}</Code>
          {row.missing_dutch ? (
            <Badge color="red" variant="light">
              {t('consoleTranslations.noDutch')}
            </Badge>
          ) : null}
          {LANGUAGES.filter((lang) => row[lang].override !== null).map((lang) => (
            <Badge key={lang} color="blue" variant="light">
              {t('consoleTranslations.overridden')} ({t(`language.${lang}`)})
            </Badge>
          ))}
        </Stack>
      </Table.Th>
      {LANGUAGES.map((lang) => (
        <Table.Td key={lang} style={{ verticalAlign: 'top' }}>
          <OverrideField row={row} lang={lang} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * The console's Translations: every interface string in English and Dutch, the
 * bundled text beside the operator's override, keys without Dutch first. A saved override is
 * served at once; the app shows it without a reload.
 */
export function TranslationsSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({ search: '', missing: false });
  const list = useAdminTranslations(filters);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const first = list.data?.pages[0];

  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.translations')}</Title>
      <Text c="dimmed">{t('consoleTranslations.intro')}</Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setFilters((current) => ({ ...current, search }));
        }}
      >
        <Group align="end" gap="sm">
          <TextInput
            label={t('consoleTranslations.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
            w={{ base: '100%', xs: 320 }}
          />
          <Button type="submit">{t('consoleTranslations.searchButton')}</Button>
          <Checkbox
            label={t('consoleTranslations.missingOnly')}
            checked={filters.missing}
            onChange={(event) => {
              const missing = event.currentTarget.checked;
              setFilters((current) => ({ ...current, missing }));
            }}
            mb={8}
          />
        </Group>
      </Paper>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorState message={t('consoleTranslations.error')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('consoleTranslations.empty')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('consoleTranslations.total', { count: first?.meta.total ?? 0 })}
            {first && first.missing_dutch > 0
              ? ` · ${t('consoleTranslations.missingCount', { count: first.missing_dutch })}`
              : ''}
          </Text>
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="22%">{t('consoleTranslations.key')}</Table.Th>
                  {LANGUAGES.map((lang) => (
                    <Table.Th key={lang}>{t(`consoleTranslations.languages.${lang}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <KeyRow key={row.key} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t('consoleTranslations.loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
