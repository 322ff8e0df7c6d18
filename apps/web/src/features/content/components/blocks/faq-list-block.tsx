import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { readItems, readText, type BlockData } from './block-data';

/** faq_list: questions that open to show their answer. */
export function FaqListBlock({ data }: { data: BlockData }) {
  const { t } = useTranslation();
  const titleId = useId();
  const items = readItems(data, 'items').flatMap((item) => {
    const question = readText(item, 'question');
    return question ? [{ question, answer: readText(item, 'answer') ?? '' }] : [];
  });
  if (items.length === 0) return null;

  return (
    <Container size="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} id={titleId}>
          {readText(data, 'heading') ?? readText(data, 'title') ?? t('content.blocks.faqTitle')}
        </Title>
        <Accordion variant="separated" radius="md" order={3} multiple>
          {items.map((item, index) => (
            <Accordion.Item key={index} value={String(index)} bg="white">
              <Accordion.Control fw={600}>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
