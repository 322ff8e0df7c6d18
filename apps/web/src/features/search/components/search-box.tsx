import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useOnDemand } from '@/lib/use-on-demand';
import type { SiteSearchProps } from './site-search';

/** The search with its suggestion list (Mantine's Combobox and its positioning): its own file. */
const loadSiteSearch = () => import('./site-search').then((module) => module.SiteSearch);

/**
 * The site search as a first page loads it: a box that looks and reads as the search
 * does. The search with its suggestions arrives when the visitor points at the box, touches it
 * or tabs to it; what they type meanwhile stays, and the search takes the focus over.
 */
export function SearchBox({ onNavigate }: Pick<SiteSearchProps, 'onNavigate'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { Component: Search, want } = useOnDemand(loadSiteSearch);
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState('');
  const box = useRef<HTMLInputElement>(null);

  // A page the server rendered shows this box before the app hydrates it: a visitor may have
  // tabbed into it, or typed, before its handlers were there. Then the search loads now.
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    if (input.value) setText(input.value);
    if (input === document.activeElement) {
      setFocused(true);
      want();
    }
  }, [want]);

  if (Search) {
    return <Search onNavigate={onNavigate} initialQuery={text} autoFocus={focused} />;
  }
  return (
    <TextInput
      ref={box}
      type="search"
      role="combobox"
      aria-label={t('search.label')}
      aria-autocomplete="list"
      aria-expanded={false}
      autoComplete="off"
      placeholder={t('search.placeholder')}
      radius="xl"
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter before the suggestions arrived: the results page, as the search itself does.
        if (event.key !== 'Enter' || !text.trim() || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onNavigate?.();
        void navigate(paths.search.href(text.trim()));
      }}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}
