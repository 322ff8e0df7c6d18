import type { PageType } from '@app/contract';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useDialogOnDemand } from '@/lib/use-on-demand';

const loadReportDialog = () =>
  import('@/features/reports/components/report-dialog').then((module) => module.ReportDialog);

/**
 * "Report this page" under a detail page's panels. The dialog is not part of the
 * page's code: it loads when the visitor reaches for the button.
 */
export function ReportPageButton({ page }: { page: { type: PageType; id: number; name: string } }) {
  const { t } = useTranslation();
  const report = useDialogOnDemand(loadReportDialog);
  const { Dialog: ReportDialog } = report;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconFlag size={16} aria-hidden="true" />}
        onClick={report.open}
        {...report.reach}
        aria-haspopup="dialog"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('reports.open')}
      </Button>
      {ReportDialog ? (
        <ReportDialog opened={report.opened} onClose={report.close} page={page} />
      ) : null}
    </>
  );
}
