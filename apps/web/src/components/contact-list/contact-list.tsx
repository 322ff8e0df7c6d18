import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import classes from './contact-list.module.css';

export interface Contact {
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  /** The parts of the address (street, post code, city): those present, joined by commas. */
  address?: readonly (string | null | undefined)[];
}

/** A website that is an http(s) address, as typed; anything else is not linked. */
function webAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'https:' || protocol === 'http:' ? trimmed : null;
  } catch {
    return null;
  }
}

/**
 * E-mail, phone, website and address of a page (company, non-profit, ...) as a description
 * list of links, those it has; 'No contact details yet.' when it has none.
 */
export function ContactList({ email, phone, website, address = [] }: Contact) {
  const { t } = useTranslation();
  const site = webAddress(website);
  const place = address.filter(Boolean).join(', ');
  const rows: Array<[string, ReactNode]> = [];
  if (email) {
    rows.push([t('contactList.email'), <Anchor href={`mailto:${email}`}>{email}</Anchor>]);
  }
  if (phone) {
    rows.push([
      t('contactList.phone'),
      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>,
    ]);
  }
  if (site) {
    rows.push([
      t('contactList.website'),
      <Anchor href={site} target="_blank" rel="noopener noreferrer">
        {site.replace(/^https?:\/\//i, '')}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </Anchor>,
    ]);
  }
  if (place) rows.push([t('contactList.address'), place]);

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('contactList.none')}
      </Text>
    );
  }
  return (
    <dl className={classes.list}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
