import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storageUrl } from '@/lib/format';
import type { SearchSuggestion } from '../types';

interface UniversalSearchProps {
  /** Suggestions for the current query; `undefined` while none were asked for. */
  suggestions?: SearchSuggestion[];
  loading?: boolean;
  /** Called with every change of the typed text. */
  onQueryChange?: (query: string) => void;
  /** Called after a suggestion was chosen (e.g. to close the mobile menu). */
  onNavigate?: () => void;
}

const knownTypes = new Set([
  'topic',
  'nonprofit',
  'fundraiser',
  'event',
  'company',
  'companyEvent',
  'project',
  'job',
]);

/**
 * The header's universal search (spec 2): a combobox with suggestions. Clicking outside,
 * tabbing away or pressing Escape closes it; choosing a suggestion navigates to its link.
 */
export function UniversalSearch({
  suggestions,
  loading = false,
  onQueryChange,
  onNavigate,
}: UniversalSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const trimmed = query.trim();

  const typeLabel = (type: string) => (knownTypes.has(type) ? t(`search.types.${type}`) : type);

  function go(link: string) {
    combobox.closeDropdown();
    onNavigate?.();
    const url = new URL(link, window.location.origin);
    if (url.origin === window.location.origin) void navigate(url.pathname + url.search + url.hash);
    else window.location.assign(url.href);
  }

  let content;
  if (!trimmed || (suggestions === undefined && !loading)) {
    content = <Combobox.Empty>{t('search.empty')}</Combobox.Empty>;
  } else if (loading) {
    content = (
      <Combobox.Empty>
        <Group gap="xs" justify="center">
          <Loader size="xs" aria-hidden="true" />
          {t('search.searching')}
        </Group>
      </Combobox.Empty>
    );
  } else if (suggestions && suggestions.length === 0) {
    content = <Combobox.Empty>{t('search.noResults', { query: trimmed })}</Combobox.Empty>;
  } else {
    content = suggestions?.map((item) => (
      <Combobox.Option value={item.link} key={`${item.type}-${item.id}`}>
        <Group gap="sm" wrap="nowrap">
          {item.picture ? (
            <Avatar src={storageUrl(item.picture)} alt="" radius="sm" size={32} />
          ) : null}
          <div>
            <Text size="sm" fw={600} lineClamp={1}>
              {item.title}
            </Text>
            <Text size="xs" c="dimmed">
              {typeLabel(item.type)}
            </Text>
          </div>
        </Group>
      </Combobox.Option>
    ));
  }

  return (
    <Combobox store={combobox} onOptionSubmit={go} offset={6} shadow="md" radius="md">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          radius="xl"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={query}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery(value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            onQueryChange?.(value);
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onClick={() => combobox.openDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={t('search.label')}>
          {content}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
