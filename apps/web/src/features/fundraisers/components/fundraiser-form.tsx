import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { firstFieldErrors } from '@/lib/api-client';
import { FundraiserFields, fundraiserFieldLabels, problemMessages } from './fundraiser-fields';
import type { FundraiserForm as FundraiserFormState } from './use-fundraiser-form';

interface FundraiserFormProps {
  form: FundraiserFormState;
  /** The create or update mutation: its 422 shows under the fields and in the summary. */
  mutation: { error: unknown; isPending: boolean; reset: () => void };
  /** Runs when the client finds nothing wrong; sends the form. */
  onSubmit: () => void;
  submitLabel: string;
  /** Shown on the button while the form is sent, e.g. 'Submitting...'. */
  pendingLabel: string;
  /** More checks of the form's own fields (field → message), e.g. the required non-profit. */
  check?: () => Record<string, string>;
  /** Fields placed right after the name, given the first message of each field. */
  afterName?: (errors: Record<string, string | undefined>) => ReactNode;
  /** Edit form: a stored image is replaced, not removed. */
  imagesRemovable?: boolean;
}

/**
 * The form of fundraiser registration and edit: the shared fields, the client's
 * checks before sending (a failed check clears the last server answer), the 422 summary and
 * the submit button that shows `pendingLabel` while sending. What was typed stays on failure.
 */
export function FundraiserForm({
  form,
  mutation,
  onSubmit,
  submitLabel,
  pendingLabel,
  check,
  afterName,
  imagesRemovable,
}: FundraiserFormProps) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const pending = mutation.isPending;
  const errors = { ...firstFieldErrors(mutation.error), ...clientErrors };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = { ...problemMessages(form.problems(), t), ...check?.() };
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) {
      mutation.reset();
      return;
    }
    onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FundraiserFields
          form={form}
          errors={errors}
          disabled={pending}
          afterName={afterName?.(errors)}
          imagesRemovable={imagesRemovable}
        />
        <FormErrorSummary error={mutation.error} labels={fundraiserFieldLabels(t)} />
        <Button type="submit" disabled={pending} size="md" style={{ alignSelf: 'flex-start' }}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
