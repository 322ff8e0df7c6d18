import type { PageType } from '@app/contract';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { DetailProblem } from '@/components/ui/detail-problem';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePageDetails } from '@/features/pages/api/get-page-details';
import { detailErrorKeys, isPageId } from '@/features/pages/page-kind';
import { ApiError } from '@/lib/api-client';
import { oneOf } from '@/lib/one-of';
import { NotFound } from '../not-found';
import { PageDetailsView } from './page-details-view';
import { TopicRoute } from '../explore/topic-page';

/** Loads one page by the id in the path: 'Loading...', the spec's not-found or error text, or the page. */
export function PageDetailsScreen({ type }: { type: PageType }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isPageId(id);
  const details = usePageDetails(type, id ?? '', { enabled: valid });
  const texts = detailErrorKeys(type);
  const back = { to: paths.discover.href(), label: t('details.errors.backToDiscover') };

  if (!valid) return <DetailProblem message={t(texts.invalidId)} back={back} />;
  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    const status = details.error instanceof ApiError ? details.error.status : 0;
    if (status === 404 || status === 422)
      return <DetailProblem message={t(texts.notFound)} back={back} />;
    return (
      <DetailProblem
        message={t(texts.failed)}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
        back={back}
      />
    );
  }
  return <PageDetailsView key={`${type}-${id}`} page={details.data.data} />;
}

const isPageType = oneOf<PageType>({
  nonprofit: true,
  fundraiser: true,
  event: true,
  project: true,
  company: true,
  'company-event': true,
});

/** /discover/details/{type}/{id}: any kind of page, topics included. */
export function DiscoverDetailsRoute() {
  const { type } = useParams();
  if (type === 'topic') return <TopicRoute />;
  if (isPageType(type)) return <PageDetailsScreen key={type} type={type} />;
  return <NotFound />;
}
