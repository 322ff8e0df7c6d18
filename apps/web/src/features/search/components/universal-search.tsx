import type { SearchSuggestion, SearchType } from '@app/contract';
import {
  Button,
  Combobox,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
  useCombobox,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { langOf } from '@/lib/text-lang';
import { useNavigate } from 'react-router';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/format';
import classes from './search.module.css';

interface UniversalSearchProps {
  /** Suggestions for the query (the last ones while newer ones load); `undefined` before any. */
  suggestions?: SearchSuggestion[];
  /** The visitor is typing or an answer is on its way. */
  loading?: boolean;
  /** The last search failed. */
  failed?: boolean;
  onRetry?: () => void;
  /** Called with every change of the typed text. */
  onQueryChange?: (query: string) => void;
  /** Called after a suggestion was chosen (e.g. to close the mobile menu). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** Text already typed (in the search box that stood in while this one loaded). */
  initialQuery?: string;
}

/** Translation key of each suggestion type (`search.types.*`). */
const typeKeys: Record<SearchType, string> = {
  nonprofit: 'nonprofit',
  fundraiser: 'fundraiser',
  event: 'event',
  project: 'project',
  company: 'company',
  'company-event': 'companyEvent',
  topic: 'topic',
  job: 'job',
};

/**
 * The header's universal search: a combobox with a listbox of suggestions. Arrow keys
 * move the active option (aria-activedescendant), Enter opens it (or, with none active, the
 * results page of the typed term), Escape, Tab or a click outside close the list; choosing a
 * suggestion navigates to its link.
 */
export function UniversalSearch({
  suggestions,
  loading = false,
  failed = false,
  onRetry,
  onQueryChange,
  onNavigate,
  autoFocus,
  initialQuery = '',
}: UniversalSearchProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [activeIndex, setActiveIndex] = useState(-1);
  const combobox = useCombobox({ onDropdownClose: () => setActiveIndex(-1) });
  const opened = combobox.dropdownOpened;
  const trimmed = query.trim();

  const options = trimmed && suggestions ? suggestions : [];
  const active = activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(link: string) {
    combobox.closeDropdown();
    onNavigate?.();
    const url = new URL(link, window.location.origin);
    if (url.origin === window.location.origin) void navigate(url.pathname + url.search + url.hash);
    else window.location.assign(url.href);
  }

  function move(step: 1 | -1) {
    if (!opened) combobox.openDropdown();
    if (options.length === 0) return;
    const next = active === -1 ? (step === 1 ? 0 : options.length - 1) : active + step;
    const index = (next + options.length) % options.length;
    setActiveIndex(index);
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const chosen = opened && active !== -1 ? options[active] : undefined;
      if (chosen) {
        event.preventDefault();
        go(chosen.link);
      } else if (trimmed) {
        // No suggestion chosen: every result of the term, on a page of its own.
        event.preventDefault();
        go(paths.search.href(trimmed));
      }
    } else if (event.key === 'Escape' && opened) {
      // Only the list closes (not a surrounding drawer or dialog), and the text stays.
      event.preventDefault();
      event.stopPropagation();
      combobox.closeDropdown();
    }
  }

  let message: string | null = null;
  if (!trimmed) message = t('search.empty');
  else if (options.length > 0) message = null;
  else if (loading) message = t('search.searching');
  else if (failed) message = t('explore.search.failed');
  else if (suggestions) message = t('search.noResults', { query: trimmed });
  else message = t('search.empty');

  return (
    <Combobox store={combobox} onOptionSubmit={go} offset={6} shadow="md" radius="md">
      <Combobox.Target withAriaAttributes={false} withKeyboardNavigation={false}>
        <TextInput
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={opened}
          aria-controls={opened && options.length > 0 ? listId : undefined}
          aria-activedescendant={opened && active !== -1 ? optionId(active) : undefined}
          data-mantine-stop-propagation={opened || undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          radius="xl"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={loading && trimmed ? <Loader size="xs" aria-hidden="true" /> : null}
          value={query}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery(value);
            setActiveIndex(-1);
            combobox.openDropdown();
            onQueryChange?.(value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onClick={() => combobox.openDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <div role="status" aria-live="polite">
          {message ? (
            <Stack gap="xs" align="center" p="sm">
              <Group gap="xs" justify="center">
                {loading && trimmed ? <Loader size="xs" aria-hidden="true" /> : null}
                <Text size="sm" c="dimmed" ta="center">
                  {message}
                </Text>
              </Group>
              {failed && !loading && onRetry ? (
                <Button
                  size="xs"
                  variant="light"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={onRetry}
                >
                  {t('common.retry')}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <VisuallyHidden>
              {t('explore.search.results', { count: options.length })}
            </VisuallyHidden>
          )}
        </div>
        {options.length > 0 ? (
          <Combobox.Options
            id={listId}
            mah={360}
            style={{ overflowY: 'auto' }}
            aria-label={t('search.label')}
          >
            {options.map((item, index) => (
              <Combobox.Option
                value={item.link}
                key={`${item.type}-${item.id}`}
                id={optionId(index)}
                className={classes.option}
                selected={index === active}
                aria-selected={index === active}
                onMouseEnter={() => setActiveIndex(index)}
              >
                <Group gap="sm" wrap="nowrap">
                  {item.picture ? (
                    <Image
                      src={storageUrl(item.picture)}
                      fallbackSrc={DEFAULT_IMAGE}
                      alt=""
                      w={36}
                      h={36}
                      radius="sm"
                      fit="cover"
                    />
                  ) : null}
                  <div style={{ minWidth: 0 }}>
                    <Text
                      size="sm"
                      fw={600}
                      lineClamp={2}
                      lh={1.3}
                      {...langOf(item.title_lang, language)}
                    >
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`search.types.${typeKeys[item.type]}`)}
                    </Text>
                  </div>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}
