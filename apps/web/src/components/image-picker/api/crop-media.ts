import { type MediaCropRequest, type MediaFileResponse, type MediaItem } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';
import { mediaQueryKey } from './get-media';

/**
 * POST /media/crops: the owner's crop of an image for a place (banner, logo, card, share), in
 * the original's pixels; 201 with the cropped picture, which the field then names.
 */
export async function cropMedia(request: MediaCropRequest): Promise<MediaItem> {
  const { data } = await api.post('/media/crops', request, {
    schema: contractSchema('mediaUploadResponse'),
  });
  return data;
}

export function useCropMedia() {
  return useMutation({ mutationFn: cropMedia });
}

/** GET /media/files/{file}: the original of a picture and the crop it was cut by. */
export function getMediaFile(file: string, signal?: AbortSignal): Promise<MediaFileResponse> {
  return api.get(`/media/files/${encodeURIComponent(file)}`, {
    schema: contractSchema('mediaFileResponse'),
    signal,
  });
}

/** The picture to crop again; fetched only while `file` is set. */
export function useMediaFile(file: string | null) {
  return useQuery({
    queryKey: [...mediaQueryKey, 'file', file],
    queryFn: ({ signal }) => getMediaFile(file!, signal),
    enabled: file !== null,
    meta: sessionQueryMeta,
    retry: false,
  });
}
