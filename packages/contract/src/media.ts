import { z } from 'zod';

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

/** The size the picker scales an image to in the browser before it uploads it. */
export const PICKER_IMAGE_WIDTH = 300;
export const PICKER_IMAGE_HEIGHT = 200;

/**
 * The widths every stored picture is served in as WebP: a phone takes 320 or 640, a
 * wide screen 1280, at `/storage/w/{width}/{file}`.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
