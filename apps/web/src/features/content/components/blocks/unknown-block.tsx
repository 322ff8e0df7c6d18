import { Alert, Container } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/** A block type this app does not know: said plainly instead of rendering nothing. */
export function UnknownBlock({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <Alert color="gray" variant="light" icon={<IconPuzzle size={20} aria-hidden="true" />}>
        {t('content.blocks.unknown', { type })}
      </Alert>
    </Container>
  );
}
