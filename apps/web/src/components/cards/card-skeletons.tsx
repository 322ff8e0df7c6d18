import {
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
  type SimpleGridProps,
} from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { CARD_GRID_COLS } from './card-grid';

/** 4 skeleton cards while a list loads. */
const SKELETON_CARD_COUNT = 4;

/** Grey placeholders in the shape of cards, announced once as loading. */
export function CardSkeletons({
  count = SKELETON_CARD_COUNT,
  cols = CARD_GRID_COLS,
}: {
  count?: number;
  /** The columns of the grid the cards will fill. */
  cols?: SimpleGridProps['cols'];
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('cards.loading')}</VisuallyHidden>
      <SimpleGrid cols={cols} spacing="lg" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder radius="lg" padding="md" data-testid="card-skeleton">
            <Card.Section>
              <Skeleton h={160} radius={0} />
            </Card.Section>
            <Stack gap="sm" mt="md">
              <Skeleton h={14} w="40%" />
              <Skeleton h={20} w="85%" />
              <Skeleton h={12} />
              <Skeleton h={12} w="70%" />
              <Skeleton h={34} radius="xl" mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
