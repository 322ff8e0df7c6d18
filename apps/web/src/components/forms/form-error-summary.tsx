import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { ApiError, errorMessage } from '@/lib/api-client';

interface FormErrorSummaryProps {
  /** The failed submit, or null while there is none. */
  error: unknown;
  /** Field name to the form's label, so the summary names fields as the form shows them. */
  labels?: Record<string, string>;
}

/**
 * What a failed page form says above its button (spec 5): for a 422 'Please fix the following
 * errors:' with one line per field ('field: messages'), the fields also showing their first
 * message; for anything else the server's message or the generic text (spec 8).
 */
export function FormErrorSummary({ error, labels = {} }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  if (!error) return null;
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
