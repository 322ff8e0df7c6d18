import type { ContentPage as Page } from '@app/contract';
import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { usePage, type ContentSlug } from '../api/get-page';
import { opensWithHeroTitle, PageBlocks } from './blocks/page-blocks';

/** The spec's texts of one page, already translated. */
export interface ContentPageTexts {
  title: string;
  loading: string;
  notFound: string;
  unpublished: string;
  empty: string;
}

interface ContentPageProps {
  slug: ContentSlug;
  texts: ContentPageTexts;
  /** Shown after the blocks, e.g. the Contact page's note when it has no form. */
  after?: (page: Page) => ReactNode;
}

function PageTitle({ children }: { children: string }) {
  return (
    <Container pt={{ base: 32, sm: 56 }}>
      <Title order={1} fz={{ base: 32, sm: 44 }}>
        {children}
      </Title>
    </Container>
  );
}

/**
 * An About or Contact page built from blocks, in every state: loading, error
 * (404: not found or not published; otherwise not published yet, with Retry), empty, content.
 */
export function ContentPage({ slug, texts, after }: ContentPageProps) {
  const query = usePage(slug);
  const page = query.data?.data;
  useDocumentMeta(
    page ? page.meta_title || page.title : query.isError ? texts.title : undefined,
    page?.meta_description,
  );

  if (query.isPending) return <PageLoader label={texts.loading} />;

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        <Container py="xl">
          <ErrorState
            message={notFound ? texts.notFound : texts.unpublished}
            onRetry={notFound ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          />
        </Container>
      </>
    );
  }

  const { blocks } = query.data.data;
  return (
    <>
      {opensWithHeroTitle(blocks) ? null : <PageTitle>{query.data.data.title}</PageTitle>}
      {blocks.length === 0 ? (
        <Container py="xl">
          <EmptyState message={texts.empty} />
        </Container>
      ) : (
        <PageBlocks blocks={blocks} />
      )}
      {after?.(query.data.data)}
    </>
  );
}
