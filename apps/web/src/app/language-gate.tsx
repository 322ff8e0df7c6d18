import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { changeLanguage, completeStrings } from '@/features/translations/change-language';
import { i18n, isReadyIn, startLanguage } from '@/lib/i18n';

/**
 * Loads the start language's translations (the visitor's choice, else the browser's language).
 * A language whose strings came with the page (ADR 019, 026) renders at once, and the rest of
 * its dictionary follows; otherwise the app waits for them (GET /translations/{lang}), so a page
 * never shows keys or flashes in English. Only the language switch remembers a choice.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initialLanguage] = useState(startLanguage);
  const [ready, setReady] = useState(() => isReadyIn(initialLanguage));

  useEffect(() => {
    // A server-rendered page came with the strings it shows (ADR 026): the rest of the dictionary follows,
    // while the page already runs.
    if (isReadyIn(initialLanguage)) {
      if (i18n.isPartial(initialLanguage)) void completeStrings(queryClient, initialLanguage);
      return;
    }
    void changeLanguage(queryClient, initialLanguage, { remember: false }).finally(() =>
      setReady(true),
    );
  }, [queryClient, initialLanguage]);

  return ready ? children : <PageLoader fullScreen />;
}
