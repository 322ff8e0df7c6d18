import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, use } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiError, errorMessage } from '@/lib/api-client';
import { FormErrorActions } from './form-error-actions';

interface FormErrorSummaryProps {
  /** The failed submit, or null while there is none. */
  error: unknown;
  /** Field name to the form's label, so the summary names fields as the form shows them. */
  labels?: Record<string, string>;
}

/**
 * What a failed page form says above its button: for a 422 'Please fix the following
 * errors:' with one line per field ('field: messages'), the fields also showing their first
 * message; for an address not confirmed yet the server's message and a way to get the link
 * again; for anything else the server's message or the generic text.
 */
export function FormErrorSummary({ error, labels = {} }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  const actions = use(FormErrorActions);
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'email_unconfirmed') {
    const Action = actions.email_unconfirmed;
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        title={t('security.emailUnconfirmed.title')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          {Action ? (
            <Suspense fallback={null}>
              <Action />
            </Suspense>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  const fieldErrors = error instanceof ApiError && error.status === 422 ? error.errors : undefined;
  const entries = Object.entries(fieldErrors ?? {});

  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      title={entries.length > 0 ? t('pageForm.fixErrors') : t('pageForm.failedTitle')}
    >
      {entries.length > 0 ? (
        <List size="sm" spacing={2}>
          {entries.map(([field, messages]) => (
            <List.Item key={field}>
              {labels[field] ?? field}: {(Array.isArray(messages) ? messages : []).join(' ')}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{errorMessage(error, t('errors.generic'))}</Text>
      )}
    </Alert>
  );
}
