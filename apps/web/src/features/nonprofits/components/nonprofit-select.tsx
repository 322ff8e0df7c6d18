import {
  Button,
  Combobox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLoadOnVisible } from '@/components/cards/use-load-on-visible';
import { useNonprofitOptions } from '../api/get-nonprofit-options';

export interface ChosenNonprofit {
  id: number;
  name: string;
}

/** Typing waits this long before searching (discover search debounce). */
const SEARCH_DEBOUNCE_MS = 300;
const LOAD_MORE = '__load-more';

interface NonprofitSelectProps {
  label: string;
  description?: string;
  value: ChosenNonprofit | null;
  onChange: (value: ChosenNonprofit | null) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

const nameMatches = (name: string, typed: string) =>
  name.toLocaleLowerCase().includes(typed.toLocaleLowerCase());

/**
 * A searchable select of non-profits (GET /nonprofits, 10 at a time) for the fundraiser and
 * company event forms: typing searches, 'Load more' (or scrolling to it) adds the next 10, and
 * the list says when it is loading, failed or found nothing for the typed term.
 */
export function NonprofitSelect({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
  required,
}: NonprofitSelectProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.name ?? '');
  // The chosen name in the box is not a search: opening the list shows every non-profit.
  const typed = value && text === value.name ? '' : text.trim();
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useNonprofitOptions(term, combobox.dropdownOpened);
  const loaded = query.data?.pages.flatMap((page) => page.data) ?? [];
  // Until the search for what is typed answers, the list narrows what it already holds, so it
  // follows the typing at once instead of showing the previous matches and then jumping.
  const settled = term === typed && !query.isPlaceholderData;
  const options = settled ? loaded : loaded.filter((option) => nameMatches(option.name, typed));
  const canLoadMore =
    settled && query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const loadMoreRef = useLoadOnVisible<HTMLDivElement>(
    combobox.dropdownOpened && canLoadMore,
    () => void query.fetchNextPage(),
  );

  function choose(optionValue: string) {
    if (optionValue === LOAD_MORE) {
      void query.fetchNextPage();
      return;
    }
    const chosen = options.find((option) => String(option.id) === optionValue);
    if (!chosen) return;
    onChange({ id: chosen.id, name: chosen.name });
    setText(chosen.name);
    combobox.closeDropdown();
  }

  let message: string | null = null;
  if (query.isPending || (!settled && options.length === 0)) message = t('common.loading');
  else if (query.isError && options.length === 0) message = t('nonprofitPages.select.failed');
  else if (options.length === 0)
    message = term
      ? t('nonprofitPages.select.noResults', { term })
      : t('nonprofitPages.select.empty');

  return (
    <Combobox store={combobox} onOptionSubmit={choose} shadow="md" radius="md">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          description={description}
          required={required}
          placeholder={t('nonprofitPages.select.placeholder')}
          autoComplete="off"
          value={text}
          error={error}
          disabled={disabled}
          rightSection={
            query.isFetching && combobox.dropdownOpened ? (
              <Loader size="xs" aria-hidden="true" />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            // Leaving without choosing keeps the last choice.
            setText(value?.name ?? '');
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={label}>
          {options.map((option) => (
            <Combobox.Option
              key={option.id}
              value={String(option.id)}
              active={option.id === value?.id}
              aria-selected={option.id === value?.id}
            >
              {option.name}
            </Combobox.Option>
          ))}
          {message ? (
            <Combobox.Empty>
              <Stack gap={6} align="center" role="status">
                <Text size="sm" c={query.isError ? 'red.8' : 'dimmed'}>
                  {message}
                </Text>
                {query.isError && options.length === 0 ? (
                  <Button
                    size="xs"
                    variant="light"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => void query.refetch()}
                  >
                    {t('common.retry')}
                  </Button>
                ) : null}
              </Stack>
            </Combobox.Empty>
          ) : null}
          {options.length > 0 && settled && query.hasNextPage ? (
            <div ref={loadMoreRef}>
              {query.isFetchingNextPage ? (
                <Group gap="xs" justify="center" p="xs" role="status">
                  <Loader size="xs" aria-hidden="true" />
                  <Text size="sm" c="dimmed">
                    {t('nonprofitPages.select.loadingMore')}
                  </Text>
                </Group>
              ) : (
                <Combobox.Option value={LOAD_MORE}>
                  <Text size="sm" fw={600} c="ember.8">
                    {t('nonprofitPages.select.loadMore')}
                  </Text>
                </Combobox.Option>
              )}
            </div>
          ) : null}
          {options.length > 0 && query.isFetchNextPageError ? (
            <Text size="sm" c="red.8" p="xs" role="alert">
              {t('nonprofitPages.select.failed')}
            </Text>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
