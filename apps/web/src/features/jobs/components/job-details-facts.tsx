import type { JobDetail } from '@app/contract';
import { Anchor, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { telHref, webAddress } from './job-details-apply';
import classes from './jobs.module.css';

type FactKey =
  'city' | 'employment' | 'education' | 'period' | 'deadline' | 'contact' | 'email' | 'website';

/** The facts of a vacancy that have a value, in the order of the page. */
function useJobFacts(job: JobDetail): Array<[FactKey, ReactNode]> {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts: Array<[FactKey, ReactNode]> = [];
  const text = (key: FactKey, value: string | null) => {
    if (value?.trim()) facts.push([key, value.trim()]);
  };
  text('city', job.city);
  text('employment', job.employment);
  text('education', job.education);
  text('period', job.period);
  const deadline = formatDate(job.deadline, language);
  if (deadline) facts.push(['deadline', deadline]);
  const phone = job.contact?.trim();
  if (phone) facts.push(['contact', <Anchor href={telHref(phone)}>{phone}</Anchor>]);
  const email = job.email?.trim();
  if (email) facts.push(['email', <Anchor href={`mailto:${email}`}>{email}</Anchor>]);
  const site = webAddress(job.website);
  if (site) {
    facts.push([
      'website',
      <Anchor href={site} target="_blank" rel="noopener noreferrer">
        {site.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </Anchor>,
    ]);
  } else text('website', job.website);
  return facts;
}

/**
 * 'At a glance': city, employment, education, period, deadline and the ways to reach the
 * non-profit, those the vacancy has; nothing when it has none.
 */
export function JobFacts({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const facts = useJobFacts(job);
  if (facts.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="job-facts-title" withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id="job-facts-title">
          {t('jobs.details.factsHeading')}
        </Title>
        <dl className={classes.facts}>
          {facts.map(([key, value]) => (
            <div key={key} className={classes.fact}>
              <dt>{t(`jobs.details.facts.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}
