import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/lib/query-client';
import { i18n } from '@/lib/i18n';
import { LanguageGate } from './language-gate';
import { cssVariablesResolver, theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries). */
  queryClient?: QueryClient;
  /** `test` turns off Mantine transitions and portals (jsdom has no layout). */
  env?: 'default' | 'test';
}

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Notifications position="top-right" autoClose={3000} />
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <LanguageGate>{children}</LanguageGate>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
