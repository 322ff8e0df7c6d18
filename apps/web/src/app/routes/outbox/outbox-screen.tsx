import { OUTBOX_DAYS } from '@app/contract';
import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMail, IconMailOff } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { looksLikeEmail } from '@/features/auth/validation';
import { useOutbox } from '@/features/outbox/api/get-outbox';
import { OutboxMailCard } from '@/features/outbox/components/outbox-mail';
import { ApiError, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /outbox: the e-mails a test platform kept (it sends none), read by address, so that someone
 * trying the demo can confirm an address or reset a password without a mail server. The address
 * is in the page's address (`?to=`): a reload or the back button shows the same e-mails. Any
 * other platform answers the lookup with 404, which the screen says plainly.
 */
export function OutboxScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const to = (searchParams.get('to') ?? '').trim();
  const [address, setAddress] = useState(to);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mails = useOutbox(to);
  useDocumentMeta(t('outbox.documentTitle'));

  // Back and forward change the address the e-mails are for: the field follows (adjusted while
  // rendering, as React advises for state that follows a prop).
  const [fieldFor, setFieldFor] = useState(to);
  if (fieldFor !== to) {
    setFieldFor(to);
    setAddress(to);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = address.trim();
    const error = !wanted
      ? t('auth.validation.emailRequired')
      : !looksLikeEmail(wanted)
        ? t('auth.validation.invalidEmail')
        : null;
    setFieldError(error);
    if (error) return inputRef.current?.focus();
    // The same address again: look again, an e-mail may have arrived since.
    if (wanted === to) void mails.refetch();
    else setSearchParams({ to: wanted });
  }

  const serverFieldError = firstFieldErrors(mails.error).to;

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('outbox.title')}
          </Title>
          <Text>{t('outbox.intro', { days: OUTBOX_DAYS })}</Text>
        </Stack>
        <form onSubmit={handleSubmit} noValidate aria-busy={mails.isFetching}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              ref={inputRef}
              type="email"
              label={t('outbox.address')}
              placeholder={t('outbox.addressPlaceholder')}
              autoComplete="email"
              required
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={fieldError ?? serverFieldError}
              style={{ flex: '1 1 16rem' }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              leftSection={<IconMail size={18} aria-hidden="true" />}
              disabled={mails.isFetching}
            >
              {t('outbox.show')}
            </Button>
          </Group>
        </form>
        {to && !serverFieldError ? <Mails to={to} query={mails} /> : null}
      </Stack>
    </Container>
  );
}

function Mails({ to, query }: { to: string; query: ReturnType<typeof useOutbox> }) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader label={t('outbox.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          icon={<IconMailOff size={28} />}
          title={t('outbox.noOutboxTitle')}
          message={t('outbox.noOutbox')}
        />
      );
    }
    const tooMany = tooManyAttemptsMessage(query.error, t);
    if (tooMany) {
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden="true" />}
        >
          {tooMany}
        </Alert>
      );
    }
    return (
      <ErrorState
        message={t('outbox.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data } = query.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('outbox.results', { address: to })}
        </Title>
        {data.length > 0 ? (
          <Text c="dimmed" role="status">
            {t('outbox.count', { count: data.length })}
          </Text>
        ) : null}
      </Stack>
      {data.length === 0 ? (
        <div role="status">
          <EmptyState
            title={t('outbox.emptyTitle')}
            message={t('outbox.empty', { address: to, days: OUTBOX_DAYS })}
          />
        </div>
      ) : (
        data.map((mail) => <OutboxMailCard key={mail.id} mail={mail} />)
      )}
    </Stack>
  );
}
