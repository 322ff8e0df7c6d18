import { type MediaItem, type MediaListResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { mediaQueryKey, mediaQueryOptions } from './get-media';

/**
 * POST /media: one image in the multipart field `file`; 201 with the stored item, 422
 * `{ message, errors: { file: [...] } }` when the server refuses it.
 */
export async function uploadMedia(file: File): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post('/media', form, {
    schema: contractSchema('mediaUploadResponse'),
  });
  return data;
}

/**
 * Uploads one image and puts it first in the Media Library at once. Call `mutateAsync` per file:
 * several uploads may run side by side and each caller gets its own answer.
 */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: (item) => {
      queryClient.setQueryData<MediaListResponse>(mediaQueryOptions().queryKey, (list) =>
        list ? { data: [item, ...list.data.filter((other) => other.id !== item.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
    },
  });
}
