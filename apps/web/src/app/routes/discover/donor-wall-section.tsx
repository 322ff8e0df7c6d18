import { donationTargetTypes, type DonationTargetType, type PageDetails } from '@app/contract';
import { useState } from 'react';
import { DonorCount, DonorWall } from '@/features/donations/components/donor-wall/donor-wall';
import { useSession } from '@/lib/session';
import { useDialogOnDemand } from '@/lib/use-on-demand';

const loadReportDialog = () =>
  import('@/features/reports/components/report-dialog').then((module) => module.ReportDialog);

/** The kind of a page that takes gifts (and so has a donor wall); null for companies. */
export function wallKind(page: PageDetails): DonationTargetType | null {
  return (donationTargetTypes as readonly string[]).includes(page.type)
    ? (page.type as DonationTargetType)
    : null;
}

/**
 * The page's donor wall, with the page's report dialog for a donor's message (loaded when a
 * visitor reaches for it) and, for the page's owner, 'Hide message'.
 */
export function DonorWallSection({ page }: { page: PageDetails }) {
  const kind = wallKind(page);
  const { user } = useSession();
  const report = useDialogOnDemand(loadReportDialog);
  const { Dialog: ReportDialog } = report;
  const [reported, setReported] = useState<{ donationId: number; text: string } | null>(null);
  if (!kind) return null;
  return (
    <>
      <DonorWall
        type={kind}
        id={page.id}
        canHide={user?.id === page.user_id}
        onReport={(entry) => {
          setReported({ donationId: entry.id, text: entry.message });
          report.open();
        }}
      />
      {ReportDialog && reported ? (
        <ReportDialog
          opened={report.opened}
          onClose={report.close}
          page={{ type: page.type, id: page.id, name: page.name }}
          message={reported}
        />
      ) : null}
    </>
  );
}

/** 'N donors' for the raised panel. */
export function PageDonorCount({ page }: { page: PageDetails }) {
  const kind = wallKind(page);
  return kind ? <DonorCount type={kind} id={page.id} /> : null;
}
