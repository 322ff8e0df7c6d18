import { defaultLanguage } from '@app/i18n/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { changeLanguage } from '@/features/translations/change-language';
import { isReadyIn, startLanguage } from '@/lib/i18n';

/**
 * Loads the start language's translations (the visitor's choice, else the browser's language).
 * English is bundled and renders at once, and so does a language whose strings came with the
 * page (ADR 019); for another language the app waits for its bundle so the page does not flash
 * in English. Only the language switch remembers a choice.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initialLanguage] = useState(startLanguage);
  const [ready, setReady] = useState(
    () => initialLanguage === defaultLanguage || isReadyIn(initialLanguage),
  );

  useEffect(() => {
    void changeLanguage(queryClient, initialLanguage, { remember: false }).finally(() =>
      setReady(true),
    );
  }, [queryClient, initialLanguage]);

  return ready ? children : <PageLoader fullScreen />;
}
