import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { changeLanguage } from '@/features/translations/change-language';
import { isReadyIn, startLanguage } from '@/lib/i18n';

/**
 * Loads the start language's translations (the visitor's choice, else the browser's language).
 * A language whose strings came with the page (ADR 019) renders at once, without asking for
 * them again; otherwise the app waits for them (GET /translations/{lang}), so a page never shows
 * keys or flashes in English. Only the language switch remembers a choice.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initialLanguage] = useState(startLanguage);
  const [ready, setReady] = useState(() => isReadyIn(initialLanguage));

  useEffect(() => {
    // Strings that came with a drawn page are current (a kept drawing is keyed by them, ADR 019):
    // asking for them again would cost a phone the whole dictionary a second time.
    if (isReadyIn(initialLanguage)) return;
    void changeLanguage(queryClient, initialLanguage, { remember: false }).finally(() =>
      setReady(true),
    );
  }, [queryClient, initialLanguage]);

  return ready ? children : <PageLoader fullScreen />;
}
