import { PICTURE_MAX_WIDTH, type CropRect, type PictureShape, type PixelSize } from '@app/contract';
import { Alert, Box, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { dragged, frameRect, MIN_SCALE, startingFrame, type FramePosition } from './crop-frame';
import classes from './image-picker.module.css';

export interface CropStepProps {
  /** The original to crop. */
  src: string;
  shape: PictureShape;
  /** The owner's earlier crop of this picture, for this place or another. */
  earlier: { shape: PictureShape; crop: CropRect } | null;
  /** Called with the frame in the original's pixels whenever it changes (null until loaded). */
  onChange: (rect: CropRect | null) => void;
  error: string | null;
}

/**
 * The picker's crop step: the whole original with a frame in the shape of the place the picture
 * fills (a banner's 3:1, a logo's square, a card's 3:2, a share image's 1.91:1). The frame is
 * dragged with a pointer, or set with three sliders (size, across, down) from the keyboard; what
 * is outside it is dimmed.
 */
export function CropStep({ src, shape, earlier, onChange, error }: CropStepProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState<PixelSize | null>(null);
  const [position, setPosition] = useState<FramePosition>({ scale: 100, left: 50, top: 50 });
  const [failed, setFailed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; from: FramePosition } | null>(null);

  const move = (next: FramePosition, known: PixelSize | null = size) => {
    setPosition(next);
    onChange(known ? frameRect(known, shape, next) : null);
  };

  const onLoad = (image: HTMLImageElement) => {
    const loaded = { width: image.naturalWidth, height: image.naturalHeight };
    if (!(loaded.width > 0 && loaded.height > 0)) return setFailed(true);
    setSize(loaded);
    move(startingFrame(loaded, shape, earlier), loaded);
  };

  /** Pixels of the original per pixel on screen. */
  const scaleOnScreen = () => {
    const shown = stage.current?.clientWidth ?? 0;
    return size && shown > 0 ? size.width / shown : 1;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: position };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !size) return;
    const factor = scaleOnScreen();
    move(
      dragged(
        size,
        shape,
        drag.current.from,
        (event.clientX - drag.current.x) * factor,
        (event.clientY - drag.current.y) * factor,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const rect = size ? frameRect(size, shape, position) : null;
  const place = t(`imagePicker.crop.places.${shape}`);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('imagePicker.crop.hint', { place })}</Text>
      <Box className={classes.cropArea}>
        <div className={classes.cropStage} ref={stage}>
          <img
            src={src}
            alt={t('imagePicker.crop.imageAlt')}
            className={classes.cropImage}
            draggable={false}
            onLoad={(event) => onLoad(event.currentTarget)}
            onError={() => setFailed(true)}
          />
          {size && rect ? (
            <div
              className={classes.cropFrame}
              data-testid="crop-frame"
              aria-hidden="true"
              style={{
                left: `${(rect.x / size.width) * 100}%`,
                top: `${(rect.y / size.height) * 100}%`,
                width: `${(rect.width / size.width) * 100}%`,
                height: `${(rect.height / size.height) * 100}%`,
              }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          ) : null}
        </div>
      </Box>
      {failed ? (
        <Alert color="red" role="alert">
          {t('imagePicker.crop.unreadable')}
        </Alert>
      ) : null}
      {size && rect ? (
        <>
          <CropSlider
            label={t('imagePicker.crop.size')}
            value={position.scale}
            min={MIN_SCALE}
            onChange={(scale) => move({ ...position, scale })}
          />
          <CropSlider
            label={t('imagePicker.crop.across')}
            value={position.left}
            disabled={rect.width >= size.width}
            onChange={(left) => move({ ...position, left })}
          />
          <CropSlider
            label={t('imagePicker.crop.down')}
            value={position.top}
            disabled={rect.height >= size.height}
            onChange={(top) => move({ ...position, top })}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('imagePicker.crop.pixels', {
              width: Math.min(rect.width, PICTURE_MAX_WIDTH),
              height: Math.round(
                (Math.min(rect.width, PICTURE_MAX_WIDTH) * rect.height) / rect.width,
              ),
            })}
          </Text>
        </>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

function CropSlider({
  label,
  value,
  min = 0,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} aria-hidden="true">
        {label}
      </Text>
      <Slider
        value={Math.round(value)}
        min={min}
        max={100}
        step={1}
        disabled={disabled}
        onChange={onChange}
        label={(v) => `${v}%`}
        thumbLabel={label}
      />
    </Stack>
  );
}
