import { REPORT_DETAILS_MAX, reportReasons, type PageType, type ReportReason } from '@app/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useReportPage } from '../api/report-page';

export interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  page: { type: PageType; id: number; name: string };
  /** A donor's message on the page's donor wall, when that is what is reported. */
  message?: { donationId: number; text: string };
}

/**
 * "Report this page": what is wrong (required), details and an address (optional).
 * What was typed stays while the report is sent or refused; sent, the dialog closes with thanks.
 */
export function ReportDialog({ opened, onClose, page, message }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useReportPage(page.type, page.id);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const fieldErrors = firstFieldErrors(report.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    report.mutate(
      { reason, details, email, donation_id: message?.donationId },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          setReason(null);
          setDetails('');
          setEmail('');
          report.reset();
          onClose();
        },
      },
    );
  }

  // A refusal of the whole report (too many reports: 429) or no answer; field errors show at
  // their fields.
  const otherError =
    report.isError && Object.keys(fieldErrors).length === 0
      ? errorMessage(report.error, t('reports.failed'))
      : (fieldErrors.donation_id ?? null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={message ? t('donorWall.reportTitle') : t('reports.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('reports.intro', { name: page.name })}</Text>
          {message ? (
            <Text
              component="blockquote"
              size="sm"
              m={0}
              pl="sm"
              style={{
                borderLeft: '3px solid var(--mantine-color-gray-4)',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
              }}
            >
              {message.text}
            </Text>
          ) : null}
          <Select
            label={t('reports.reason')}
            placeholder={t('reports.reasonPlaceholder')}
            data={reportReasons.map((value) => ({ value, label: t(`reports.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason | null);
              setMissingReason(false);
            }}
            required
            error={missingReason ? t('reports.reasonMissing') : fieldErrors.reason}
            allowDeselect={false}
          />
          <Textarea
            label={t('reports.details')}
            description={t('reports.detailsHint')}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            autosize
            minRows={3}
            error={fieldErrors.details}
          />
          <TextInput
            type="email"
            label={t('reports.email')}
            description={t('reports.emailHint')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
            error={fieldErrors.email}
          />
          {otherError ? (
            <Alert color="red" role="alert">
              {otherError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('reports.cancel')}
            </Button>
            <Button type="submit" loading={report.isPending}>
              {t('reports.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
