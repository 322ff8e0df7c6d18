import type { MediaItem } from '@app/contract';
import { Button, Group, Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MediaLibraryPanel } from './media-library-panel';
import { UploadPanel } from './upload-panel';
import { useImageUploads } from './use-image-uploads';

/**
 * What a page form keeps for an image field: `file` is what it sends (a page's image field
 * accepts a Media Library file name instead of an upload), `url` is what it shows.
 */
export interface PickedImage {
  file: string;
  url: string;
}

type PickerTab = 'upload' | 'library';

export interface ImagePickerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen image; the dialog closes itself afterwards. */
  onSelect: (image: PickedImage) => void;
  /** Dialog title; 'Add an image' unless told (e.g. the field's label). */
  title?: string;
}

/**
 * The image picker dialog: tabs 'Upload Files' (choose or drop images; each is resized to
 * 300 x 200 and stored with POST /media) and 'Media Library' (the user's images), then Cancel or
 * 'Select Image'. Its state starts afresh each time it opens.
 */
export function ImagePickerDialog({ opened, onClose, onSelect, title }: ImagePickerDialogProps) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('imagePicker.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      fullScreen={small}
      centered
      radius={small ? 0 : 'lg'}
    >
      <PickerBody onClose={onClose} onSelect={onSelect} />
    </Modal>
  );
}

function PickerBody({ onClose, onSelect }: Pick<ImagePickerDialogProps, 'onClose' | 'onSelect'>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PickerTab>('upload');
  const [selection, setSelection] = useState<MediaItem | null>(null);
  // Each stored upload becomes the choice; another tile or library image can still be picked.
  const uploads = useImageUploads(setSelection);
  const selectedId = selection?.id ?? null;

  const confirm = () => {
    if (!selection) return;
    onSelect({ file: selection.file, url: selection.url });
    onClose();
  };

  return (
    <>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'library' ? 'library' : 'upload')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('imagePicker.tabsLabel')}>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden="true" />}>
            {t('imagePicker.tabs.upload')}
          </Tabs.Tab>
          <Tabs.Tab value="library" leftSection={<IconPhoto size={16} aria-hidden="true" />}>
            {t('imagePicker.tabs.library')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload" pt="md">
          <UploadPanel
            entries={uploads.entries}
            onFiles={uploads.add}
            selectedId={selectedId}
            onSelect={setSelection}
          />
        </Tabs.Panel>
        <Tabs.Panel value="library" pt="md">
          <MediaLibraryPanel
            selectedId={selectedId}
            onSelect={setSelection}
            onUploadInstead={() => setTab('upload')}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('imagePicker.cancel')}
        </Button>
        <Button disabled={!selection} onClick={confirm}>
          {t('imagePicker.select')}
        </Button>
      </Group>
    </>
  );
}
