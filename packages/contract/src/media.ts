import { z } from 'zod';
import { PICTURE_SHAPES } from './pictures';

/**
 * The image picker's Media Library: images the signed-in user uploaded. `file` is the stored
 * name, which any page form's image field (picture, logo, image, background) accepts instead of
 * an upload; `url` is where the web app loads it.
 */
export const mediaItem = z.object({
  id: z.number().int(),
  file: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaListResponse = z.object({ data: z.array(mediaItem) });
export type MediaListResponse = z.infer<typeof mediaListResponse>;

/** POST /media: one image in the multipart field `file`. */
export const mediaUploadResponse = z.object({ data: mediaItem });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponse>;

/** A part of an image in its own pixels (`CropRect`), as the API checks it. */
const cropFields = {
  x: z.number().int().min(0).max(100_000),
  y: z.number().int().min(0).max(100_000),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
};
export const cropRect = z.object(cropFields);

/** POST /media/crops: the owner's crop of one of their images for a place. */
export const mediaCropRequest = z.object({
  ...cropFields,
  /** The image: an original of the own Media Library, or a crop of one (then its original). */
  file: z.string().min(1).max(120),
  shape: z.enum(PICTURE_SHAPES),
});
export type MediaCropRequest = z.infer<typeof mediaCropRequest>;

/** GET /media/files/{file}: the original a picture was cut from and the crop, to crop it again. */
export const mediaFileResponse = z.object({
  data: z.object({
    original: mediaItem,
    shape: z.enum(PICTURE_SHAPES).nullable(),
    crop: z.object(cropFields).nullable(),
  }),
});
export type MediaFileResponse = z.infer<typeof mediaFileResponse>;
