import type { MediaItem } from '@app/contract';
import { Button, SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMedia } from './api/get-media';
import { ImageTile } from './image-tile';
import classes from './image-picker.module.css';

/** The Media Library shows 4 columns (fewer on small screens). */
const LIBRARY_COLS = { base: 2, xs: 3, sm: 4 };
const SKELETON_COUNT = 8;

interface MediaLibraryPanelProps {
  selectedId: number | null;
  onSelect: (item: MediaItem) => void;
  /** Goes to the Upload Files tab (offered when the library is empty). */
  onUploadInstead: () => void;
}

/** The Media Library tab: the user's images from GET /media; a click chooses one. */
export function MediaLibraryPanel({
  selectedId,
  onSelect,
  onUploadInstead,
}: MediaLibraryPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const media = useMedia();

  if (media.isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('imagePicker.library.loading')}</VisuallyHidden>
        <SimpleGrid cols={LIBRARY_COLS} spacing="sm" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <Skeleton
              key={index}
              radius="md"
              style={{ aspectRatio: '3 / 2', height: 'auto' }}
              data-testid="media-skeleton"
            />
          ))}
        </SimpleGrid>
      </div>
    );
  }

  if (media.isError) {
    return (
      <ErrorState
        message={t('imagePicker.library.error')}
        onRetry={() => void media.refetch()}
        retrying={media.isFetching}
      />
    );
  }

  const items = media.data.data;
  if (items.length === 0) {
    return (
      <EmptyState
        message={t('imagePicker.library.empty')}
        icon={<IconPhoto size={28} />}
        action={
          <Button
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={onUploadInstead}
          >
            {t('imagePicker.tabs.upload')}
          </Button>
        }
      />
    );
  }

  return (
    <SimpleGrid
      component="ul"
      cols={LIBRARY_COLS}
      spacing="sm"
      className={classes.grid}
      aria-label={t('imagePicker.library.listLabel')}
    >
      {items.map((item, index) => {
        const date = formatDate(item.created_at, language);
        const number = index + 1;
        return (
          <li key={item.id}>
            <ImageTile
              src={item.url}
              label={
                date
                  ? t('imagePicker.library.itemLabel', { number, date })
                  : t('imagePicker.library.itemLabelNoDate', { number })
              }
              selected={item.id === selectedId}
              onSelect={() => onSelect(item)}
            />
          </li>
        );
      })}
    </SimpleGrid>
  );
}
