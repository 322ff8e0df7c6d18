import type { Language } from '@app/i18n';
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { CSSProperties } from 'react';
import { translate } from './i18n';

/** One part of an e-mail's body, in reading order. */
export type MailBlock =
  /** A paragraph. */
  | string
  /** Label and value pairs (amount, date, reference), as a table. */
  | { facts: MailFact[] }
  /** The e-mail's main link, drawn as a button. */
  | { button: string; url: string }
  /** A link beside the main one. */
  | { link: string; url: string; before?: string }
  /** Someone else's words (a visitor's message), set apart and kept as written. */
  | { quote: string };

/**
 * A label and its value. A `code` (a payment reference) is read and typed over character by
 * character: it is set in a fixed-width font and kept on one line, never broken in two.
 */
export type MailFact = [label: string, value: string, kind?: 'code'];

/**
 * What an e-mail says; `renderMail` lays it out. Every e-mail the platform sends has this one
 * shape, so all of them share one design, one footer and a text part with the same words.
 */
export interface MailBody {
  /** The web app's address: the header and the footer link to it. */
  appUrl: string;
  /** A line set apart above everything else (a test payment says so here). */
  notice?: string;
  greeting?: string;
  blocks: MailBlock[];
  /** Lines after the body; by default the team's signature. */
  closing?: string[];
  /** Why the reader gets this e-mail, in a sentence: the footer says it. */
  reason: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

const brand = '#b8461f';
const ink = '#1f2328';
const dimmed = '#5c5f66';
const line = '#e3e5e8';

const styles = {
  body: {
    backgroundColor: '#f4f5f7',
    margin: 0,
    // A narrow gutter on a phone, so that the card does not touch the screen's edges.
    padding: '24px 8px',
    fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    color: ink,
  },
  container: { maxWidth: '560px', width: '100%', margin: '0 auto' },
  header: { padding: '0 24px 16px' },
  brand: { fontSize: '22px', fontWeight: 700, color: brand, textDecoration: 'none' },
  card: {
    backgroundColor: '#ffffff',
    border: `1px solid ${line}`,
    borderRadius: '8px',
    padding: '8px 24px 16px',
  },
  notice: {
    backgroundColor: '#fff3ec',
    border: `1px solid #f7a57c`,
    borderRadius: '6px',
    padding: '10px 12px',
    fontWeight: 700,
    fontSize: '15px',
    lineHeight: '22px',
    margin: '16px 0 0',
  },
  text: { fontSize: '16px', lineHeight: '24px', margin: '16px 0', overflowWrap: 'break-word' },
  factLabel: {
    fontSize: '15px',
    color: dimmed,
    padding: '6px 12px 6px 0',
    verticalAlign: 'top',
    // A fixed share, so that a long value does not squeeze the labels into single words.
    width: '38%',
  },
  factValue: {
    fontSize: '15px',
    fontWeight: 600,
    padding: '6px 0',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  },
  code: {
    fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    fontSize: '14px',
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    overflowWrap: 'normal',
  },
  facts: { borderTop: `1px solid ${line}`, borderBottom: `1px solid ${line}`, margin: '16px 0' },
  button: {
    backgroundColor: brand,
    color: '#ffffff',
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
    // The padding inside the width: a long label wraps instead of pushing past a phone's edge.
    boxSizing: 'border-box',
    maxWidth: '100%',
    textAlign: 'center',
  },
  link: { color: brand, textDecoration: 'underline' },
  quote: {
    borderLeft: `3px solid ${line}`,
    padding: '4px 0 4px 12px',
    margin: '16px 0',
    fontSize: '15px',
    lineHeight: '22px',
    whiteSpace: 'pre-wrap',
  },
  footer: { padding: '16px 24px', fontSize: '13px', lineHeight: '20px', color: dimmed },
  footerText: { fontSize: '13px', lineHeight: '20px', color: dimmed, margin: '4px 0' },
} satisfies Record<string, CSSProperties>;

/** The host of the web app, as the footer shows it: `pifworld.org`, not a URL. */
function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).host;
  } catch {
    return appUrl;
  }
}

function Block({ block }: { block: MailBlock }) {
  if (typeof block === 'string') return <Text style={styles.text}>{block}</Text>;
  if ('facts' in block) {
    return (
      <Section style={styles.facts}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            {block.facts.map(([label, value, kind]) => (
              <tr key={label}>
                <td style={styles.factLabel}>{label}</td>
                <td
                  style={
                    kind === 'code' ? { ...styles.factValue, ...styles.code } : styles.factValue
                  }
                >
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    );
  }
  if ('button' in block) {
    return (
      <Section style={{ margin: '20px 0' }}>
        <Button href={block.url} style={styles.button}>
          {block.button}
        </Button>
      </Section>
    );
  }
  if ('link' in block) {
    return (
      <Text style={styles.text}>
        {block.before ? `${block.before} ` : ''}
        <Link href={block.url} style={styles.link}>
          {block.link}
        </Link>
      </Text>
    );
  }
  return <Text style={styles.quote}>{block.quote}</Text>;
}

function MailLayout({ lang, subject, body }: { lang: Language; subject: string; body: MailBody }) {
  const t = (key: string, values?: Record<string, string>) =>
    translate(lang, `mail.layout.${key}`, values);
  const platform = translate(lang, 'brand.name');
  const closing = body.closing ?? [translate(lang, 'mail.signature')];
  return (
    <Html lang={lang}>
      <Head>
        <title>{subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{body.notice ?? subject}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={body.appUrl} style={styles.brand}>
              {platform}
            </Link>
          </Section>
          <Section style={styles.card}>
            {body.notice ? <Text style={styles.notice}>{body.notice}</Text> : null}
            {body.greeting ? <Text style={styles.text}>{body.greeting}</Text> : null}
            {body.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            <Text style={styles.text}>
              {closing.map((closingLine, index) => (
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  {closingLine}
                </span>
              ))}
            </Text>
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              <strong>{platform}</strong> - {translate(lang, 'brand.tagline')}
            </Text>
            <Text style={styles.footerText}>
              <Link href={body.appUrl} style={{ color: dimmed }}>
                {hostOf(body.appUrl)}
              </Link>
              {' - '}
              <Link href={`${body.appUrl}/contact`} style={{ color: dimmed }}>
                {t('contact')}
              </Link>
            </Text>
            <Hr style={{ borderColor: line, margin: '8px 0' }} />
            <Text style={styles.footerText}>{body.reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The text part: the same words as the HTML, every link written out in full on a line of its
 * own (plain-text readers and the development outbox open them from there).
 */
function textOf(lang: Language, body: MailBody): string {
  const platform = translate(lang, 'brand.name');
  const parts: string[] = [];
  if (body.notice) parts.push(body.notice);
  if (body.greeting) parts.push(body.greeting);
  for (const block of body.blocks) {
    if (typeof block === 'string') parts.push(block);
    else if ('facts' in block) {
      parts.push(block.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
    } else if ('button' in block) parts.push(`${block.button}:\n${block.url}`);
    else if ('link' in block) {
      parts.push(`${block.before ? `${block.before}\n` : `${block.link}:\n`}${block.url}`);
    } else parts.push(block.quote);
  }
  parts.push((body.closing ?? [translate(lang, 'mail.signature')]).join('\n'));
  parts.push(
    [
      // The usual signature separator (dash, dash, space): mail programs and the outbox know
      // that what follows is the sender's details, not the message.
      '-- ',
      `${platform} - ${translate(lang, 'brand.tagline')}`,
      `${body.appUrl} - ${translate(lang, 'mail.layout.contact')}: ${body.appUrl}/contact`,
      body.reason,
    ].join('\n'),
  );
  return parts.join('\n\n');
}

/** Lays an e-mail out in the platform's one design: its HTML part and its text part. */
export async function renderMail(
  lang: Language,
  subject: string,
  body: MailBody,
): Promise<RenderedMail> {
  const html = await render(<MailLayout lang={lang} subject={subject} body={body} />);
  return { html, text: textOf(lang, body) };
}
