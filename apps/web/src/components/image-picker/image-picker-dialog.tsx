import type { CropRect, MediaItem, PictureShape } from '@app/contract';
import { Alert, Button, Group, Loader, Modal, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useCropMedia, useMediaFile } from './api/crop-media';
import { CropStep } from './crop-step';
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
  /**
   * The shape of the place the image fills (a banner field: 'banner'): after 'Select Image' the
   * owner picks the part of the original that place shows, and the cropped picture is chosen.
   */
  shape?: PictureShape;
  /** A picture to crop again (with `shape`): the dialog opens on its original's crop step. */
  recrop?: string | null;
}

/** The image being cropped: its original and the owner's earlier crop of it, if any. */
interface Cropping {
  file: string;
  url: string;
  earlier: { shape: PictureShape; crop: CropRect } | null;
}

/**
 * The image picker dialog: tabs 'Upload Files' (choose, drop or paste images; each is stored
 * whole, at most 2,400 px, with POST /media, and shown as a 300 x 200 thumbnail) and 'Media
 * Library' (the user's images), then Cancel or 'Select Image'. With a `shape`, a crop step
 * follows: the owner frames the part the place shows and the picture cut from the original is
 * chosen; one image chosen, dropped or pasted goes to that step by itself once stored. Its state
 * starts afresh each time it opens.
 */
export function ImagePickerDialog({
  opened,
  onClose,
  onSelect,
  title,
  shape,
  recrop = null,
}: ImagePickerDialogProps) {
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
      {shape && recrop ? (
        <RecropBody file={recrop} shape={shape} onClose={onClose} onSelect={onSelect} />
      ) : (
        <PickerBody onClose={onClose} onSelect={onSelect} shape={shape} />
      )}
    </Modal>
  );
}

type BodyProps = Pick<ImagePickerDialogProps, 'onClose' | 'onSelect' | 'shape'>;

/** Crop again: the picture's original and earlier crop, else the picker as usual. */
function RecropBody({
  file,
  shape,
  onClose,
  onSelect,
}: BodyProps & { file: string; shape: PictureShape }) {
  const { t } = useTranslation();
  const picture = useMediaFile(file);
  if (picture.isPending) {
    return (
      <Group gap="sm" role="status" py="xl" justify="center">
        <Loader size="sm" />
        <Text size="sm">{t('imagePicker.crop.loading')}</Text>
      </Group>
    );
  }
  if (picture.isError) {
    return (
      <>
        <Alert color="yellow" mb="md">
          {t('imagePicker.crop.notAvailable')}
        </Alert>
        <PickerBody onClose={onClose} onSelect={onSelect} shape={shape} />
      </>
    );
  }
  const { original, shape: earlierShape, crop } = picture.data.data;
  return (
    <CropBody
      cropping={{
        file: original.file,
        url: original.url,
        earlier: earlierShape && crop ? { shape: earlierShape, crop } : null,
      }}
      shape={shape}
      onClose={onClose}
      onSelect={onSelect}
    />
  );
}

/** The crop step with its buttons: Cancel, Back (when there is a choice to go back to), Use. */
function CropBody({
  cropping,
  shape,
  onClose,
  onSelect,
  onBack,
}: BodyProps & { cropping: Cropping; shape: PictureShape; onBack?: () => void }) {
  const { t } = useTranslation();
  const [rect, setRect] = useState<CropRect | null>(null);
  const save = useCropMedia();
  const failure = save.error
    ? (Object.values(firstFieldErrors(save.error))[0] ??
      errorMessage(save.error, t('imagePicker.crop.failed')))
    : null;

  const confirm = () => {
    if (!rect) return;
    save.mutate(
      { file: cropping.file, shape, ...rect },
      {
        onSuccess: (item) => {
          onSelect({ file: item.file, url: item.url });
          onClose();
        },
      },
    );
  };

  return (
    <>
      <CropStep
        src={cropping.url}
        shape={shape}
        earlier={cropping.earlier}
        onChange={setRect}
        error={failure}
      />
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('imagePicker.cancel')}
        </Button>
        {onBack ? (
          <Button variant="default" onClick={onBack}>
            {t('imagePicker.crop.back')}
          </Button>
        ) : null}
        <Button disabled={!rect} loading={save.isPending} onClick={confirm}>
          {t('imagePicker.crop.confirm')}
        </Button>
      </Group>
    </>
  );
}

/** Image files on the clipboard (a screenshot, an image copied in a browser). */
function pastedImages(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = Array.from(data.files);
  const fromItems = Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
  return (files.length > 0 ? files : fromItems).filter((file) => file.type.startsWith('image/'));
}

/** Pasting into a text field stays a paste of text. */
function typingIn(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName))
  );
}

function PickerBody({ onClose, onSelect, shape }: BodyProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PickerTab>('upload');
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [selection, setSelection] = useState<MediaItem | null>(null);
  // One image chosen, dropped or pasted goes straight on to its crop once stored: no tile to
  // pick and no Select Image to press. Several at once wait for the owner to pick one.
  const straightToCrop = useRef(false);
  const uploaded = useCallback(
    (item: MediaItem) => {
      setSelection(item);
      if (shape && straightToCrop.current) {
        straightToCrop.current = false;
        setCropping({ file: item.file, url: item.url, earlier: null });
      }
    },
    [shape],
  );
  const uploads = useImageUploads(uploaded);
  const selectedId = selection?.id ?? null;
  const { add } = uploads;
  const addFiles = useCallback(
    (files: File[]) => {
      straightToCrop.current = files.length === 1;
      add(files);
    },
    [add],
  );

  // While the picker is open, an image pasted anywhere in it (Ctrl+V, Cmd+V) is uploaded.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (typingIn(event.target)) return;
      const files = pastedImages(event.clipboardData);
      if (files.length === 0) return;
      event.preventDefault();
      setTab('upload');
      addFiles(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [addFiles]);

  const confirm = () => {
    if (!selection) return;
    if (shape) {
      setCropping({ file: selection.file, url: selection.url, earlier: null });
      return;
    }
    onSelect({ file: selection.file, url: selection.url });
    onClose();
  };

  if (shape && cropping) {
    return (
      <CropBody
        cropping={cropping}
        shape={shape}
        onClose={onClose}
        onSelect={onSelect}
        onBack={() => setCropping(null)}
      />
    );
  }

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
            onFiles={addFiles}
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
