import type { JobDetail } from '@app/contract';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

type ApplyChannel = Pick<JobDetail, 'title' | 'email' | 'website' | 'contact'>;

export interface ApplyLink {
  kind: 'email' | 'website' | 'phone';
  href: string;
}

/** A website that is an http(s) address, or null (nothing else is safe to link). */
export function webAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const { protocol } = new URL(withScheme);
    return protocol === 'https:' || protocol === 'http:' ? withScheme : null;
  } catch {
    return null;
  }
}

/** A phone number as a tel: link wants it: digits and a leading +, without the '(0)' of '+31 (0)20'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/^(\s*\+\d+)\s*\(0\)/, '$1').replace(/[^\d+]/g, '')}`;
}

/**
 * Where Apply Now leads: an e-mail to the job's address with the title as subject, else the
 * job's website, else a call to its phone number; null when it has none of them.
 */
export function applyLink(job: ApplyChannel): ApplyLink | null {
  const email = job.email?.trim();
  if (email) {
    return {
      kind: 'email',
      href: `mailto:${email}?subject=${encodeURIComponent(job.title)}`,
    };
  }
  const website = webAddress(job.website);
  if (website) return { kind: 'website', href: website };
  const phone = job.contact?.trim();
  if (phone && /\d/.test(phone)) return { kind: 'phone', href: telHref(phone) };
  return null;
}

/**
 * Apply Now for an open vacancy (with a line that says how the application goes), or the notice
 * that the vacancy is closed.
 */
export function JobApply({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  if (job.closed) {
    return (
      <Alert
        color="gray"
        variant="light"
        radius="lg"
        title={t('jobs.details.closed')}
        icon={<IconLock size={20} aria-hidden="true" />}
      >
        {t('jobs.details.closedText')}
      </Alert>
    );
  }
  const link = applyLink(job);
  if (!link) return null;
  const external = link.kind === 'website';
  const hint =
    link.kind === 'email'
      ? t('jobs.details.applyBy.email', { email: job.email?.trim() })
      : link.kind === 'website'
        ? t('jobs.details.applyBy.website', { name: job.nonprofit.name })
        : t('jobs.details.applyBy.phone', { phone: job.contact?.trim() });
  return (
    <Stack gap={6} align="flex-start">
      <Button
        component="a"
        href={link.href}
        size="lg"
        color="ember"
        leftSection={<IconSend size={20} aria-hidden="true" />}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {t('jobs.details.applyNow')}
        {external ? <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden> : null}
      </Button>
      <Text size="sm" c="gray.7">
        {hint}
      </Text>
    </Stack>
  );
}
