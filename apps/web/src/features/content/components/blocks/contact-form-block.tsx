import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ContactForm } from '../contact-form';
import { contactFormFields, readText, type BlockData } from './block-data';

/** contact_form: the form with the fields the block names, and the promise of a reply in 24 hours. */
export function ContactFormBlock({ data }: { data: BlockData }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fields = contactFormFields(data);

  return (
    <Container size="sm" component="section" aria-labelledby={titleId} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={2} id={titleId}>
              {readText(data, 'heading') ?? readText(data, 'title') ?? t('contact.form.title')}
            </Title>
            <Text c="gray.7" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <IconClockHour4 size={18} aria-hidden="true" />
              {t('contact.form.replyPromise')}
            </Text>
          </Stack>
          {fields.length > 0 ? (
            <ContactForm fields={fields} />
          ) : (
            <EmptyState message={t('contact.noForm')} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
