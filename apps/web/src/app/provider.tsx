import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { LanguageGate } from './language-gate';
import { NotificationsHost } from './notifications-host';
import { mantineRootElement } from './root-element';
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
      forceColorScheme="light"
      getRootElement={mantineRootElement}
      env={env}
    >
      <NotificationsHost />
      <QueryClientProvider client={client}>
        <LanguageGate>{children}</LanguageGate>
      </QueryClientProvider>
    </MantineProvider>
  );
}
