import type { PageReport } from '@app/contract';
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
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type ReportStatus, useReports, useResolveReport } from '@/features/admin/api/get-reports';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { ConsoleList } from './console-list';

type Outcome = 'dismissed' | 'actioned';

/** Resolving one report: the outcome chosen by the button, a note, then Resolve. */
function ResolveDialog({
  report,
  outcome,
  onClose,
}: {
  report: PageReport;
  outcome: Outcome;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reports.console.resolveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          resolve.mutate(
            { id: report.id, body: { outcome, note } },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('reports.console.resolved') });
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text>
            {t(`reports.console.outcomes.${outcome}`)}: {report.page.name ?? ''}
          </Text>
          <Textarea
            label={t('reports.console.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          {resolve.isError ? (
            <Text c="red" role="alert">
              {errorMessage(resolve.error, t('reports.console.resolveFailed'))}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reports.cancel')}
            </Button>
            <Button type="submit" loading={resolve.isPending}>
              {t('reports.console.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ReportCard({
  report,
  onResolve,
}: {
  report: PageReport;
  onResolve: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { page } = report;
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {page.name ? (
                <Anchor component={Link} to={paths.discoverDetails.href(page.type, page.id)}>
                  {page.name}
                </Anchor>
              ) : (
                t('reports.console.gone', { type: t(`reports.types.${page.type}`), id: page.id })
              )}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`reports.types.${page.type}`)} · {formatLongDate(report.created_at, language)}
            </Text>
          </Stack>
          <Group gap="xs">
            {page.active === false ? (
              <Badge color="gray">{t('reports.console.inactive')}</Badge>
            ) : null}
            {report.outcome ? (
              <Badge color={report.outcome === 'actioned' ? 'teal' : 'gray'}>
                {t(`reports.console.outcomes.${report.outcome}`)}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text>
          <Text span fw={600}>
            {t('reports.console.reason')}:
          </Text>{' '}
          {t(`reports.reasons.${report.reason}`)}
        </Text>
        {report.donor_message ? (
          <Text>
            <Text span fw={600}>
              {t('donorWall.reportedMessage')}:
            </Text>{' '}
            <Text span style={{ whiteSpace: 'pre-wrap' }}>
              {report.donor_message.text ?? t('donorWall.erasedMessage')}
            </Text>
          </Text>
        ) : null}
        {report.details ? <Text style={{ whiteSpace: 'pre-wrap' }}>{report.details}</Text> : null}
        <Text size="sm">
          {t('reports.console.reporter')}:{' '}
          {report.reporter_email ? (
            <Anchor href={`mailto:${report.reporter_email}`}>{report.reporter_email}</Anchor>
          ) : (
            (report.reporter?.name ?? t('reports.console.anonymous'))
          )}
        </Text>
        {report.note ? (
          <Text size="sm" c="dimmed">
            {t('reports.console.note')}: {report.note}
          </Text>
        ) : null}
        {report.resolved_at ? null : (
          <Group gap="sm">
            <Button variant="default" size="xs" onClick={() => onResolve('dismissed')}>
              {t('reports.console.dismiss')}
            </Button>
            <Button size="xs" onClick={() => onResolve('actioned')}>
              {t('reports.console.action')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The console's reports: what visitors found wrong with pages, resolved one by one. */
export function ReportsSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [resolving, setResolving] = useState<{ report: PageReport; outcome: Outcome } | null>(null);
  const reports = useReports(status);
  return (
    <Stack gap="md">
      <Title order={2}>{t('console.sections.reports')}</Title>
      <Text c="dimmed">{t('reports.console.intro')}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="report-status-label">
          {t('reports.console.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="report-status-label"
          value={status}
          onChange={(value) => setStatus(value as ReportStatus)}
          data={(['open', 'resolved', 'all'] as const).map((value) => ({
            value,
            label: t(`reports.console.statuses.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <ConsoleList list={reports} texts="reports.console">
        {(items) => (
          <>
            {items.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                onResolve={(outcome) => setResolving({ report, outcome })}
              />
            ))}
          </>
        )}
      </ConsoleList>
      {resolving ? (
        <ResolveDialog
          report={resolving.report}
          outcome={resolving.outcome}
          onClose={() => setResolving(null)}
        />
      ) : null}
    </Stack>
  );
}
