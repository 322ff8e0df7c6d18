import { PICTURE_SHAPE_RATIOS, type PictureShape } from '@app/contract';
import { Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconCrop, IconPhoto, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';
import { ImagePickerDialog, type PickedImage } from './image-picker-dialog';
import classes from './image-picker.module.css';

/**
 * A stored image field of a page (a file name, or null) as an ImageField value, e.g.
 * `pickedImageFromFile(nonprofit.logo)` when an edit form starts.
 */
export function pickedImageFromFile(file: string | null | undefined): PickedImage | null {
  const url = storageUrl(file);
  return file && url ? { file, url } : null;
}

export interface ImageFieldProps {
  /** e.g. 'Logo' or 'Background picture'; names the group, the preview and the dialog. */
  label: string;
  value: PickedImage | null;
  onChange: (value: PickedImage | null) => void;
  /** A hint under the label. */
  description?: string;
  /** The field's 422 message. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /**
   * Offer 'Remove' (default). Edit forms pass false: the API cannot clear a stored image, so
   * the way to change it is choosing another one.
   */
  removable?: boolean;
  /**
   * The shape of the place the image fills: 'banner' for a page's picture, 'logo' for its logo,
   * 'card' for a card's. The picker then asks the owner to crop for that place, the preview has
   * its shape, and a chosen picture can be cropped again.
   */
  shape?: PictureShape;
}

/**
 * An image field of a page form (picture, logo, image, background): the current image or a
 * placeholder, 'Choose image' (opens the picker) and, unless `removable` is false, 'Remove'.
 * The form sends `value.file`.
 */
export function ImageField({
  label,
  value,
  onChange,
  description,
  error,
  required,
  disabled,
  removable = true,
  shape,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  // Closed, open to choose an image, or open to crop the chosen one again.
  const [mode, setMode] = useState<'closed' | 'choose' | 'recrop'>('closed');
  const close = () => setMode('closed');
  const chooseButton = useRef<HTMLButtonElement>(null);
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const remove = () => {
    onChange(null);
    // The Remove button goes away: keep the keyboard user in the field.
    chooseButton.current?.focus();
  };

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <Input.Label id={labelId} labelElement="div" required={required}>
        {label}
      </Input.Label>
      {description ? <Input.Description id={descriptionId}>{description}</Input.Description> : null}
      <Paper
        withBorder
        radius="md"
        className={classes.fieldPreview}
        style={{
          ...(error && { borderColor: 'var(--mantine-color-red-6)' }),
          ...(shape && { aspectRatio: String(PICTURE_SHAPE_RATIOS[shape]) }),
          ...(shape === 'logo' && { maxWidth: 160 }),
        }}
      >
        {value ? (
          <Image
            src={value.url}
            alt={t('imagePicker.field.previewAlt', { label })}
            w="100%"
            h="100%"
            fit="cover"
            fallbackSrc={DEFAULT_IMAGE}
          />
        ) : (
          <Stack align="center" gap={4} c="dimmed">
            <IconPhoto size={32} aria-hidden="true" />
            <Text size="sm">{t('imagePicker.field.empty')}</Text>
          </Stack>
        )}
      </Paper>
      <Group gap="xs">
        <Button
          ref={chooseButton}
          variant="light"
          leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
          onClick={() => setMode('choose')}
          disabled={disabled}
        >
          {t('imagePicker.field.choose')}
        </Button>
        {value && shape ? (
          <Button
            variant="subtle"
            leftSection={<IconCrop size={16} aria-hidden="true" />}
            onClick={() => setMode('recrop')}
            disabled={disabled}
          >
            {t('imagePicker.field.recrop')}
          </Button>
        ) : null}
        {value && removable ? (
          <Button
            variant="subtle"
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={remove}
            disabled={disabled}
          >
            {t('imagePicker.field.remove')}
          </Button>
        ) : null}
      </Group>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      <ImagePickerDialog
        opened={mode !== 'closed'}
        onClose={close}
        onSelect={onChange}
        title={label}
        shape={shape}
        recrop={mode === 'recrop' ? (value?.file ?? null) : null}
      />
    </Stack>
  );
}
