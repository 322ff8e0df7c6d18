import type { AdminContactMessage, ContactMessageFilter } from '@app/contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useContactMessages } from '@/features/admin/api/get-contact-messages';
import { useMarkContactMessage } from '@/features/admin/api/mark-contact-message';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, truncate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { ConsoleList } from './console-list';

const FILTERS: ContactMessageFilter[] = ['open', 'answered', 'all'];

/** When a message came in: the day and the time. */
function useReceived() {
  const language = useLanguage();
  return (at: string) =>
    `${formatLongDate(at, language)}, ${new Date(at).toLocaleTimeString(language, {
      hour: '2-digit',
      minute: '2-digit',
    })}`;
}

function StateBadges({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {message.read_at === null ? <Badge color="ember">{t('consoleMessages.unread')}</Badge> : null}
      {message.answered_at !== null ? (
        <Badge color="teal" variant="light">
          {t('consoleMessages.answered')}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * One message in full: opening it marks it read (once); a reply link opens the operator's mail
 * program; Mark as answered or Mark as open.
 */
function MessageDialog({
  message,
  onChanged,
  onClose,
}: {
  message: AdminContactMessage;
  /** The message as the API answered a change: the dialog shows it, whatever the filter. */
  onChanged: (message: AdminContactMessage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const received = useReceived();
  const mark = useMarkContactMessage();
  const read = useMarkContactMessage();
  const asked = useRef(false);
  const readMutate = read.mutate;
  useEffect(() => {
    if (message.read_at !== null || asked.current) return;
    asked.current = true;
    readMutate(
      { id: message.id, change: 'read' },
      { onSuccess: (answer) => onChanged(answer.data) },
    );
  }, [message.id, message.read_at, readMutate, onChanged]);

  const answered = message.answered_at !== null;
  const change = answered ? 'unanswered' : 'answered';
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(
    t('consoleMessages.replySubject', { subject: message.subject }),
  )}`;
  const languageName = ['en', 'nl'].includes(message.locale)
    ? t(`consoleMessages.languages.${message.locale}`)
    : message.locale;

  return (
    <Modal
      opened
      onClose={onClose}
      title={message.subject}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <StateBadges message={message} />
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>
              {t('consoleMessages.from')}:
            </Text>{' '}
            {message.name} (
            <Anchor href={`mailto:${message.email}`} style={{ overflowWrap: 'anywhere' }}>
              {message.email}
            </Anchor>
            )
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {t('consoleMessages.received')}:
            </Text>{' '}
            {received(message.created_at)}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {t('consoleMessages.language')}:
            </Text>{' '}
            {languageName}
          </Text>
        </Stack>
        <Paper withBorder radius="sm" p="sm" bg="gray.0">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
        </Paper>
        {mark.isError ? (
          <Text c="red.8" role="alert">
            {errorMessage(mark.error, t('consoleMessages.markFailed'))}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button
            component="a"
            href={mailto}
            variant="default"
            leftSection={<IconMail size={18} aria-hidden="true" />}
          >
            {t('consoleMessages.reply')}
          </Button>
          <Button
            loading={mark.isPending}
            variant={answered ? 'default' : 'filled'}
            onClick={() =>
              mark.mutate(
                { id: message.id, change },
                {
                  onSuccess: (answer) => {
                    onChanged(answer.data);
                    notifications.show({
                      color: 'teal',
                      message: t(
                        answered ? 'consoleMessages.markedOpen' : 'consoleMessages.markedAnswered',
                      ),
                    });
                  },
                },
              )
            }
          >
            {t(answered ? 'consoleMessages.markOpen' : 'consoleMessages.markAnswered')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MessageCard({ message, onOpen }: { message: AdminContactMessage; onOpen: () => void }) {
  const { t } = useTranslation();
  const received = useReceived();
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h5" fw={message.read_at === null ? 700 : 500}>
            <UnstyledButton
              onClick={onOpen}
              aria-label={t('consoleMessages.open', { subject: message.subject })}
              style={{ textDecoration: 'underline', overflowWrap: 'anywhere' }}
            >
              {message.subject}
            </UnstyledButton>
          </Title>
          <StateBadges message={message} />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message.name} · {message.email} · {received(message.created_at)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {truncate(message.message, 180)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The console's Messages: the contact form's messages, read and answered. */
export function MessagesSection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ContactMessageFilter>('open');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useContactMessages(filter, search);
  const items = messages.data?.pages.flatMap((page) => page.data) ?? [];
  // The open message as the lists now have it (read and answered change while it is open).
  const [kept, setKept] = useState<AdminContactMessage | null>(null);
  const opened = openId === null ? null : (items.find((m) => m.id === openId) ?? kept);

  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.messages')}</Title>
      <Text c="dimmed">{t('consoleMessages.intro')}</Text>
      <Group align="end" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="message-filter-label">
            {t('consoleMessages.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby="message-filter-label"
            value={filter}
            onChange={(value) => setFilter(value as ContactMessageFilter)}
            data={FILTERS.map((value) => ({
              value,
              label: t(`consoleMessages.filters.${value}`),
            }))}
          />
        </Stack>
        <Group
          component="form"
          role="search"
          align="end"
          gap="xs"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setSearch(draft);
          }}
        >
          <TextInput
            label={t('consoleMessages.search')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={200}
            w={{ base: '100%', xs: 300 }}
          />
          <Button type="submit" variant="default">
            {t('consoleMessages.searchButton')}
          </Button>
        </Group>
      </Group>
      <ConsoleList list={messages} texts="consoleMessages">
        {(items) => (
          <>
            {items.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                onOpen={() => {
                  setKept(message);
                  setOpenId(message.id);
                }}
              />
            ))}
          </>
        )}
      </ConsoleList>
      {opened ? (
        <MessageDialog message={opened} onChanged={setKept} onClose={() => setOpenId(null)} />
      ) : null}
    </Stack>
  );
}
