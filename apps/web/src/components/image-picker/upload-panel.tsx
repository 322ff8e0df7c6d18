import { IMAGE_TYPES, type MediaItem } from '@app/contract';
import {
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { ImageTile } from './image-tile';
import type { UploadEntry, UploadProblem } from './use-image-uploads';
import { useSimulatedProgress } from './use-simulated-progress';
import classes from './image-picker.module.css';

interface UploadPanelProps {
  entries: UploadEntry[];
  onFiles: (files: File[]) => void;
  selectedId: number | null;
  onSelect: (item: MediaItem) => void;
}

/** Dragging files (not text or links) over the drop zone. */
function carriesFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * The Upload Files tab: a drop zone with a file chooser (several images at once), then one tile
 * per file: its 300 x 200 thumbnail while it uploads, a choosable tile once stored, or why not.
 */
export function UploadPanel({ entries, onFiles, selectedId, onSelect }: UploadPanelProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const resetInput = useRef<() => void>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Stack gap="md">
      <Paper
        radius="md"
        p="lg"
        className={classes.dropzone}
        data-dragging={dragging || undefined}
        data-testid="image-dropzone"
        onDragOver={(event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconUpload size={26} />
          </ThemeIcon>
          <Text fw={600} ta="center">
            {t('imagePicker.upload.dropTitle')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('imagePicker.upload.dropHint')}
          </Text>
          <FileButton
            multiple
            accept={IMAGE_TYPES.join(',')}
            resetRef={resetInput}
            onChange={(files) => {
              // Cleared so that choosing the same file again is a change too.
              resetInput.current?.();
              if (files.length > 0) onFiles(files);
            }}
            inputProps={{ 'aria-label': t('imagePicker.upload.inputLabel') }}
          >
            {(props) => (
              <Button {...props} variant="light" mt="xs">
                {t('imagePicker.upload.browse')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>

      {entries.length > 0 ? (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="sm"
          className={classes.grid}
          aria-label={t('imagePicker.upload.listLabel')}
        >
          {entries.map((entry) => (
            <li key={entry.key}>
              <UploadTile entry={entry} selectedId={selectedId} onSelect={onSelect} />
            </li>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function problemText(problem: UploadProblem, name: string, t: TFunction) {
  switch (problem.kind) {
    case 'invalidType':
      return t('imagePicker.upload.invalidType', { name });
    case 'unreadable':
      return t('imagePicker.upload.unreadable', { name });
    case 'server':
      return problem.message ?? t('imagePicker.upload.failed');
  }
}

function UploadTile({
  entry,
  selectedId,
  onSelect,
}: {
  entry: UploadEntry;
  selectedId: number | null;
  onSelect: (item: MediaItem) => void;
}) {
  const { t } = useTranslation();
  const progress = useSimulatedProgress(entry.status === 'uploading', entry.status === 'done');
  const { item, name, preview } = entry;

  if (entry.status === 'done' && item) {
    return (
      <ImageTile
        src={preview ?? item.url}
        label={t('imagePicker.upload.itemLabel', { name })}
        selected={item.id === selectedId}
        onSelect={() => onSelect(item)}
      />
    );
  }

  if (entry.status === 'failed') {
    return (
      <div className={classes.pending}>
        {preview ? <img src={preview} alt="" className={classes.image} /> : null}
        <Group
          gap={6}
          wrap="nowrap"
          align="flex-start"
          p="xs"
          bg="white"
          pos="relative"
          role="alert"
        >
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-red-8)"
            aria-hidden="true"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="xs" c="red.8">
            {problemText(entry.problem ?? { kind: 'server', message: null }, name, t)}
          </Text>
        </Group>
      </div>
    );
  }

  const caption =
    entry.status === 'preparing'
      ? t('imagePicker.upload.preparing', { name })
      : t('imagePicker.upload.uploading', { name });
  return (
    <div className={classes.pending} aria-busy="true">
      {preview ? (
        <img
          src={preview}
          alt={t('imagePicker.upload.previewAlt', { name })}
          className={classes.image}
        />
      ) : null}
      <Stack gap={4} p="xs" bg="white" pos="relative">
        <Text size="xs" truncate aria-live="polite">
          {caption}
        </Text>
        <Progress
          value={entry.status === 'preparing' ? 0 : progress}
          size="sm"
          animated
          aria-label={t('imagePicker.upload.progressLabel', { name })}
        />
      </Stack>
    </div>
  );
}
