import type { DonationPageType } from '@app/contract';
import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/i18n';

const PageDonationsPanel = lazy(() =>
  import('./page-donations-panel').then((module) => ({ default: module.PageDonationsPanel })),
);

/**
 * The owner's Donations tab, loaded when the owner opens it: a visitor of the page (or of /,
 * which shares the page screens' files) never downloads the owner's money screens.
 */
export function LazyPageDonationsPanel(props: { type: DonationPageType; id: number }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageLoader label={t('donations.owner.loading')} />}>
      <PageDonationsPanel {...props} />
    </Suspense>
  );
}
