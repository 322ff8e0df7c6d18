import type { PageDetails } from '@app/contract';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl } from '../video-embed';
import classes from './details.module.css';

type Contact = Pick<PageDetails, 'email' | 'phone' | 'website' | 'address_line1' | 'city'>;

/** E-mail, phone, website and address of a page as a description list, or a calm empty line. */
export function ContactList({ page }: { page: Contact }) {
  const { t } = useTranslation();
  const website = safeHttpUrl(page.website);
  const address = [page.address_line1, page.city].filter(Boolean).join(', ');
  const rows: Array<[string, ReactNode]> = [];
  if (page.email) {
    rows.push([
      t('details.info.email'),
      <Anchor href={`mailto:${page.email}`}>{page.email}</Anchor>,
    ]);
  }
  if (page.phone) {
    rows.push([
      t('details.info.phone'),
      <Anchor href={`tel:${page.phone.replace(/[^\d+]/g, '')}`}>{page.phone}</Anchor>,
    ]);
  }
  if (website) {
    rows.push([
      t('details.info.website'),
      <Anchor href={website} target="_blank" rel="noopener noreferrer">
        {page.website}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </Anchor>,
    ]);
  }
  if (address) rows.push([t('details.info.address'), address]);

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('details.info.noContact')}
      </Text>
    );
  }
  return (
    <dl className={classes.contactList}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
