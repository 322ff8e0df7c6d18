import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import './mantine-theme.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { FormErrorActions } from '@/components/forms/form-error-actions';
import { createQueryClient } from '@/lib/query-client';
import { FreshProofHost } from './fresh-proof-host';
import { LanguageGate } from './language-gate';
import { NotificationsHost } from './notifications-host';
import { mantineRootElement } from './root-element';
import { themeProps } from './theme';

/** What a form's failure offers (by the API's error code); each loads when a failure needs it. */
const formErrorActions = {
  email_unconfirmed: lazy(() =>
    import('@/features/auth/components/resend-confirmation-action').then((m) => ({
      default: m.ResendConfirmationAction,
    })),
  ),
};

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
    // The theme's CSS variables and classes come with the stylesheet (mantine-theme.css): Mantine
    // would work them out on every page's first render (4 ms of the hydration in a profile) and
    // render them into every page (12 kB of its HTML).
    <MantineProvider
      {...themeProps}
      withCssVariables={false}
      withGlobalClasses={false}
      getRootElement={mantineRootElement}
      env={env}
    >
      <NotificationsHost />
      <QueryClientProvider client={client}>
        <FormErrorActions value={formErrorActions}>
          <LanguageGate>{children}</LanguageGate>
        </FormErrorActions>
        <FreshProofHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
