import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNonprofitOptions } from '../api/get-nonprofit-options';

export interface NonprofitChoice {
  id: number;
  name: string;
}

interface NonprofitSelectProps {
  label: string;
  value: NonprofitChoice | null;
  onChange: (value: NonprofitChoice | null) => void;
  error?: string;
  disabled?: boolean;
}

/** Spec 9: a search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The required non-profit of a company event: a searchable select asking the server for ten
 * matches at a time; 'No results found for "{term}"' when none match.
 */
export function NonprofitSelect({ label, value, onChange, error, disabled }: NonprofitSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Choosing an option puts its name in the box: that is not a new search.
  const term = value && search === value.name ? '' : search;
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const query = useNonprofitOptions(debounced);

  const options = (query.data?.data ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));
  // The chosen one stays an option, so the select keeps showing it whatever the search finds.
  if (value && !options.some((option) => option.value === String(value.id))) {
    options.unshift({ value: String(value.id), label: value.name });
  }

  return (
    <Select
      label={label}
      placeholder={t('companyPages.event.nonprofitPlaceholder')}
      required
      searchable
      clearable
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id, option) =>
        onChange(id && option ? { id: Number(id), name: option.label } : null)
      }
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it found as it is.
      filter={({ options: found }) => found}
      nothingFoundMessage={
        query.isFetching
          ? t('companyPages.event.searching')
          : term.trim()
            ? t('companyPages.event.nothingFound', { term: term.trim() })
            : t('companyPages.event.noNonprofits')
      }
      rightSection={query.isFetching ? <Loader size={16} aria-hidden="true" /> : undefined}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('companyPages.event.clearNonprofit') }}
    />
  );
}
