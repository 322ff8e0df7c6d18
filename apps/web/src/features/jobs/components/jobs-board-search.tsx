import { JOBS_SEARCH_DEBOUNCE_MS } from '@app/contract';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';

const PARAM = 'search';

/**
 * The board's search term, kept in `?search=` so that back and refresh keep it. The box follows
 * the typing at once; the term (the URL, and so the list) follows after a 500 ms pause.
 * A change of the URL from outside (back, a link to /jobs) puts its term in the box.
 */
export function useJobsSearch() {
  const [params, setParams] = useSearchParams();
  const term = (params.get(PARAM) ?? '').trim();
  const [typed, setTyped] = useState(term);
  const [debounced] = useDebouncedValue(typed.trim(), JOBS_SEARCH_DEBOUNCE_MS);
  const [seenTerm, setSeenTerm] = useState(term);

  if (term !== seenTerm) {
    // The URL moved. When it only took up the typed term (below), the box may already be ahead
    // of it; otherwise (back, a link to /jobs) the box shows the URL's term.
    setSeenTerm(term);
    if (term !== debounced && term !== typed.trim()) setTyped(term);
  }

  useEffect(() => {
    if (debounced === term) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set(PARAM, debounced);
        else next.delete(PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // Only a new pause in typing writes the URL; a URL change alone must not undo itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return { typed, setTyped, term };
}

interface JobsBoardSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box of the board, with a visible label and a button that clears it. */
export function JobsBoardSearch({ value, onChange }: JobsBoardSearchProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={t('jobs.board.searchLabel')}
      placeholder={t('jobs.board.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        value ? (
          <CloseButton aria-label={t('jobs.board.clearSearch')} onClick={() => onChange('')} />
        ) : null
      }
      maw={480}
      size="md"
      radius="xl"
    />
  );
}
