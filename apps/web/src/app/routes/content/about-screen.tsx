import { useTranslation } from '@/lib/i18n';
import { ContentPage } from '@/features/content/components/content-page';

/** /about: the About page built from blocks in the admin panel. */
export function AboutScreen() {
  const { t } = useTranslation();
  return (
    <ContentPage
      slug="about"
      texts={{
        title: t('about.title'),
        loading: t('about.loading'),
        notFound: t('about.notFound'),
        unpublished: t('about.unpublished'),
        empty: t('about.empty'),
      }}
    />
  );
}
