import { Button, Container, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { nonprofitDonationPackagesQueryOptions } from '@/features/donation-packages/api/get-nonprofit-donation-packages';
import { PaymentForm } from '@/features/donations/components/payment-form';
import { PaymentHeader } from '@/features/donations/components/payment-header';
import {
  donationState,
  isDonationState,
  targetFromQuery,
  type DonationSource,
  type DonationState,
} from '@/features/donations/donation-state';
import { usePageDetails } from '@/features/pages/api/get-page-details';
import { useDonationFees } from '@/features/subscriptions/api/get-donation-fees';
import { kindLabelKey } from '@/features/pages/page-kind';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /payment/{name}. The donate link's navigation state says who the donation
 * is for; a direct link (shared, reloaded, bookmarked) names it in ?type=&id= and the target is
 * loaded. Without either there is nothing to pay for: a way back to /donate.
 */
export function PaymentScreen() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = targetFromQuery(searchParams);
  const state = isDonationState(location.state) ? location.state : null;
  // State that names another target than the query (an old history entry) is not trusted.
  const fromState =
    state && (!target || (target.type === state.source && target.id === state.objectId))
      ? state
      : null;

  if (fromState) return <PaymentView donation={fromState} />;
  if (target) return <LinkedPayment key={`${target.type}-${target.id}`} {...target} />;
  return <NoTarget />;
}

/** A direct link: loads the page it names (GET /{type}/details/{id}) and builds the same state. */
function LinkedPayment({ type, id }: { type: DonationSource; id: number }) {
  const { t } = useTranslation();
  const query = usePageDetails(type, id);
  // Once loaded, the payment view names the target in the title.
  useDocumentMeta(query.isError ? t('donations.payment.documentTitleFallback') : undefined);

  if (query.isPending) {
    return <PageLoader label={t('donations.payment.loadingTarget')} />;
  }
  if (query.isError) {
    return (
      <LoadFailure
        query={query}
        notFound={{
          title: t('donations.payment.notFoundTitle'),
          message: t('donations.messages.targetNotFound'),
          action: <ChooseTargetLink />,
        }}
        failed={{ message: t('donations.payment.loadFailed') }}
      />
    );
  }
  const page = query.data.data;
  const donation = donationState({
    source: type,
    id: page.id,
    name: page.name,
    picture: page.picture,
    logo: page.logo,
    typeLabel: page.label ?? t(kindLabelKey(type)),
    nonprofit: page.nonprofit,
  });
  return <PaymentView donation={donation} />;
}

/**
 * Header, suggested amounts of the target's non-profit, the fees a donor can cover
 * (without them the form simply does not offer it) and the form.
 */
function PaymentView({ donation }: { donation: DonationState }) {
  const { t } = useTranslation();
  useDocumentMeta(t('donations.payment.documentTitle', { name: donation.name }));
  const nonprofitId = donation.nonprofitsID;
  const packages = useQuery({
    ...nonprofitDonationPackagesQueryOptions(nonprofitId ?? 0),
    enabled: nonprofitId !== null,
  });
  const fees = useDonationFees();

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PaymentHeader donation={donation} />
        <PaymentForm
          // A new target starts a fresh form.
          key={`${donation.source}-${donation.objectId}`}
          donation={donation}
          packages={{
            enabled: nonprofitId !== null,
            isPending: packages.isPending,
            isError: packages.isError,
            isFetching: packages.isFetching,
            data: packages.data,
            refetch: packages.refetch,
          }}
          fees={fees.data}
        />
      </Stack>
    </Container>
  );
}

function ChooseTargetLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.donate.href()}
      variant="light"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {t('donations.payment.chooseTarget')}
    </Button>
  );
}

function NoTarget() {
  const { t } = useTranslation();
  useDocumentMeta(t('donations.payment.documentTitleFallback'));
  return (
    <Container size="sm" py="xl">
      <EmptyState
        title={t('donations.payment.noTargetTitle')}
        message={t('donations.payment.noTarget')}
        action={<ChooseTargetLink />}
      />
    </Container>
  );
}
