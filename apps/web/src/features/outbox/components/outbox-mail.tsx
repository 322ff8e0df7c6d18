import type { OutboxMail } from '@app/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** A link in running text; a sentence's last full stop or bracket is not part of it. */
const LINK = /(https?:\/\/[^\s<>"]+)/;

/** The text in pieces: plain text, and links to show as links (split keeps the links at odd places). */
export function textWithLinks(text: string): { text: string; link?: true }[] {
  const pieces: { text: string; link?: true }[] = [];
  text.split(LINK).forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) pieces.push({ text: part });
      return;
    }
    const link = part.replace(/[.,;:!?)\]]+$/, '');
    pieces.push({ text: link, link: true });
    if (link.length < part.length) pieces.push({ text: part.slice(link.length) });
  });
  return pieces;
}

/** One e-mail of the outbox: its subject, when it was sent, its language and its text. */
export function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sent = `${formatLongDate(mail.created_at, language)}, ${new Date(
    mail.created_at,
  ).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} size="h4" lang={mail.lang} style={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Title>
        <Group gap="md" style={{ rowGap: 4 }}>
          <Text fz="sm" c="dimmed">
            {t('outbox.sent', { date: sent })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('outbox.language', { language: t(`language.${mail.lang}Name`) })}
          </Text>
        </Group>
        <Text
          component="div"
          lang={mail.lang}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {textWithLinks(mail.text).map((piece, i) =>
            piece.link ? (
              <Anchor key={i} href={piece.text}>
                {piece.text}
              </Anchor>
            ) : (
              <Fragment key={i}>{piece.text}</Fragment>
            ),
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
