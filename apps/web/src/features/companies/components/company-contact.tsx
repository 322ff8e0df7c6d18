import type { CompanyProfile } from '@app/contract';
import { Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './companies.module.css';

const httpUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

/** Contact info of a company (spec 2): e-mail, phone, website and address, those it has. */
export function CompanyContact({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const website = httpUrl(company.website);
  const address = [company.addressLine1, company.postCode, company.city].filter(Boolean).join(', ');
  const rows: Array<[string, ReactNode]> = [];
  if (company.email) {
    rows.push([
      t('companyPages.profile.email'),
      <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>,
    ]);
  }
  if (company.phone) {
    rows.push([
      t('companyPages.profile.phone'),
      <Anchor href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</Anchor>,
    ]);
  }
  if (website) {
    rows.push([
      t('companyPages.profile.website'),
      <Anchor href={website} target="_blank" rel="noopener noreferrer">
        {website.replace(/^https?:\/\//i, '')}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </Anchor>,
    ]);
  }
  if (address) rows.push([t('companyPages.profile.address'), address]);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="company-contact">
      <Stack gap="sm">
        <Title order={2} size="h5" id="company-contact">
          {t('companyPages.profile.contact')}
        </Title>
        {rows.length > 0 ? (
          <dl className={classes.contactList}>
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text size="sm" c="dimmed">
            {t('companyPages.profile.noContact')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
