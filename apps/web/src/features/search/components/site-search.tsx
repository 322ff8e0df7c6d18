import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUniversalSearch } from '../api/get-universal-search';
import { UniversalSearch } from './universal-search';

/** Search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SiteSearchProps {
  /** Called after a suggestion was chosen (e.g. to close the mobile menu or a dialog). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** Text already typed (in the search box that stood in while this one loaded). */
  initialQuery?: string;
}

/**
 * The universal search with real suggestions: GET /universal-search/{query} 300 ms after the
 * last keystroke; an empty box asks nothing.
 */
export function SiteSearch({ onNavigate, autoFocus, initialQuery = '' }: SiteSearchProps) {
  const [query, setQuery] = useState(initialQuery);
  const trimmed = query.trim();
  const [debounced] = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = useUniversalSearch(debounced);
  const waiting = trimmed !== debounced;

  return (
    <UniversalSearch
      suggestions={debounced && search.data ? search.data.data : undefined}
      loading={waiting || search.isFetching}
      failed={search.isError}
      onRetry={() => void search.refetch()}
      onQueryChange={setQuery}
      onNavigate={onNavigate}
      autoFocus={autoFocus}
      initialQuery={initialQuery}
    />
  );
}
