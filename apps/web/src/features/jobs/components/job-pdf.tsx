import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import classes from './jobs.module.css';

/** The same file as a download: `?download=1` (the API then answers as an attachment). */
export function downloadUrl(url: string): string {
  const [base = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('download', '1');
  return `${base}?${params}`;
}

interface JobPdfProps {
  /** `pdf_url` of the job: an API path on the app's own origin. */
  pdfUrl: string;
  title: string;
}

/** The vacancy's PDF shown in the page, with links to open it in a new tab and to download it. */
export function JobPdf({ pdfUrl, title }: JobPdfProps) {
  const { t } = useTranslation();
  const inline = pdfUrl;
  const download = downloadUrl(inline);
  return (
    <Stack component="section" aria-labelledby="job-pdf-title" gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="job-pdf-title">
          {t('jobs.pdf.heading')}
        </Title>
        <Group gap="sm">
          <Button
            component="a"
            href={inline}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            {t('jobs.pdf.open')}
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </Button>
          <Button
            component="a"
            href={download}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            {t('jobs.pdf.download')}
          </Button>
        </Group>
      </Group>
      {/* An iframe, not an object: the app's Content-Security-Policy has object-src 'none'. */}
      <iframe src={inline} title={t('jobs.pdf.viewerTitle', { title })} className={classes.pdf} />
      <Text size="sm" c="dimmed">
        {t('jobs.pdf.fallback')}{' '}
        <Anchor href={inline} target="_blank" rel="noopener noreferrer">
          {t('jobs.pdf.fallbackLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
