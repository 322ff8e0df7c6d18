import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { TestModeBanner } from '@/features/payments/components/test-mode-banner';
import { API_BASE_PATH } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** A code the sandbox's token endpoint accepts: `sandbox_` and 16 random bytes in hex. */
function sandboxCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `sandbox_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Where the grant page sends the browser: always the API's own OAuth callback, with the state it
 * was given. Nothing in the address bar chooses the destination.
 */
function sandboxCallbackUrl(state: string, answer: 'allow' | 'deny'): string {
  const query =
    answer === 'allow'
      ? new URLSearchParams({ code: sandboxCode(), state })
      : new URLSearchParams({ error: 'access_denied', state });
  return `${API_BASE_PATH}/mollie/callback?${query}`;
}

/**
 * /sandbox/connect?state= : the built-in sandbox's stand-in for Mollie's "grant access" page
 * (Mollie Connect in test mode). Allow and Deny return to the API callback as Mollie would.
 */
export function SandboxConnectScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = params.get('state')?.trim() ?? '';
  const [answer, setAnswer] = useState<'allow' | 'deny' | null>(null);
  useDocumentMeta(t('payments.sandbox.connectTitle'));

  function respond(choice: 'allow' | 'deny') {
    setAnswer(choice);
    browser.redirectTo(sandboxCallbackUrl(state, choice));
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <TestModeBanner title={t('payments.sandbox.connectBanner')} />
        {state === '' ? (
          <EmptyState message={t('payments.sandbox.missingState')} />
        ) : (
          <Paper withBorder radius="lg" p="xl" bg="white">
            <Stack gap="md">
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {t('payments.sandbox.connectTitle')}
              </Title>
              <Text>{t('payments.sandbox.connectText')}</Text>
              <Group gap="sm">
                <Button
                  color="leaf"
                  leftSection={<IconCheck size={18} aria-hidden="true" />}
                  loading={answer === 'allow'}
                  disabled={answer === 'deny'}
                  onClick={() => respond('allow')}
                >
                  {t('payments.sandbox.allow')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconX size={18} aria-hidden="true" />}
                  loading={answer === 'deny'}
                  disabled={answer === 'allow'}
                  onClick={() => respond('deny')}
                >
                  {t('payments.sandbox.deny')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
