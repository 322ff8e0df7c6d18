import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { useTranslation } from '@/lib/i18n';
import { firstFieldErrors, errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';
import classes from './content.module.css';
import { useSendContactMessage } from '../api/send-contact-message';
import type { ContactField } from './blocks/block-data';
import { useHydrated } from '@/lib/use-hydrated';

type Values = Record<ContactField, string>;
const empty: Values = { name: '', email: '', subject: '', message: '' };

const inputProps: Record<
  Exclude<ContactField, 'message'>,
  { type?: string; autoComplete?: string; maxLength: number }
> = {
  name: { autoComplete: 'name', maxLength: 100 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  subject: { maxLength: 200 },
};

/**
 * The contact form: the fields the block asks for, each required (the browser checks
 * them). POST /contact really delivers the message; on success the thanks text shows and the
 * fields clear. 422 errors show under their field, a 429 asks to wait.
 */
export function ContactForm({ fields }: { fields: ContactField[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setSent(false);
  }

  function fail(error: Error) {
    const byField = firstFieldErrors(error);
    const shown = fields.filter((field) => byField[field]);
    setFieldErrors(Object.fromEntries(shown.map((field) => [field, byField[field]])));
    const hidden = Object.entries(byField).filter(
      ([field]) => !shown.includes(field as ContactField),
    );
    if (shown.length > 0 && hidden.length === 0) {
      setFormError(null);
      formRef.current?.querySelector<HTMLElement>(`[name="${shown[0]}"]`)?.focus();
      return;
    }
    setFormError(
      hidden.length > 0
        ? hidden.map(([, text]) => text).join(' ')
        : (tooManyAttemptsMessage(error, t) ?? errorMessage(error, t('errors.generic'))),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSent(false);
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      // A form without a subject field still needs one for the team's inbox.
      subject: fields.includes('subject')
        ? values.subject.trim()
        : t('contact.form.defaultSubject'),
    };
    send.mutate(body, {
      onSuccess: () => {
        setValues(empty);
        setFieldErrors({});
        setSent(true);
      },
      onError: fail,
    });
  }

  const label = (field: ContactField) => t(`contact.form.${field}`);
  const placeholder = (field: ContactField) => t(`contact.form.${field}Placeholder`);

  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-busy={send.isPending} className={classes.form}>
      <Stack gap="md">
        {fields.map((field) =>
          field === 'message' ? (
            <GrowingTextarea
              key={field}
              name={field}
              label={label(field)}
              placeholder={placeholder(field)}
              required
              minRows={5}
              maxRows={12}
              maxLength={5000}
              value={values[field]}
              onChange={(event) => change(field, event.currentTarget.value)}
              error={fieldErrors[field]}
            />
          ) : (
            <TextInput
              key={field}
              name={field}
              label={label(field)}
              placeholder={placeholder(field)}
              required
              {...inputProps[field]}
              value={values[field]}
              onChange={(event) => change(field, event.currentTarget.value)}
              error={fieldErrors[field]}
            />
          ),
        )}
        {/* Beside the button, where the visitor is looking after sending. */}
        <div role="status" aria-live="polite">
          {sent ? (
            <Alert
              color="leaf"
              variant="light"
              icon={<IconCircleCheck size={20} aria-hidden="true" />}
            >
              {t('contact.form.thanks')}
            </Alert>
          ) : null}
        </div>
        {formError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {formError}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          disabled={send.isPending || !hydrated}
          leftSection={<IconSend size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {send.isPending ? t('contact.form.submitting') : t('contact.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
