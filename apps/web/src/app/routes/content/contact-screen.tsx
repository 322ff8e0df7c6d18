import { Container } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ContentPage } from '@/features/content/components/content-page';

/**
 * /contact: the page with slug contact (hero, rich_text, image, faq_list, contact_form).
 * A page with blocks but without a form says that no form is available.
 */
export function ContactScreen() {
  const { t } = useTranslation();
  return (
    <ContentPage
      slug="contact"
      texts={{
        title: t('contact.title'),
        loading: t('contact.loading'),
        notFound: t('contact.notFound'),
        unpublished: t('contact.unpublished'),
        empty: t('contact.empty'),
      }}
      after={(page) =>
        page.blocks.length > 0 && !page.blocks.some((block) => block.type === 'contact_form') ? (
          <Container size="sm" pb={64}>
            <EmptyState message={t('contact.noForm')} />
          </Container>
        ) : null
      }
    />
  );
}
