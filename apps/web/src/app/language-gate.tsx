import { defaultLanguage } from '@app/i18n/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { changeLanguage } from '@/features/translations/change-language';
import { startLanguage } from '@/lib/i18n';

/**
 * Loads the start language's translations (the visitor's choice, else the browser's language).
 * English is bundled and renders at once; for another language the app waits for its bundle so
 * the page does not flash in English. Only the language switch remembers a choice.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initialLanguage] = useState(startLanguage);
  const [ready, setReady] = useState(initialLanguage === defaultLanguage);

  useEffect(() => {
    void changeLanguage(queryClient, initialLanguage, { remember: false }).finally(() =>
      setReady(true),
    );
  }, [queryClient, initialLanguage]);

  return ready ? children : <PageLoader fullScreen />;
}
