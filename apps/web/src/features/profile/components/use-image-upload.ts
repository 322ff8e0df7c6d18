import { type Id, IMAGE_MAX_BYTES, IMAGE_TYPES, type SessionUser } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiError, firstFieldErrors } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

export type ImageField = 'logo' | 'background_image';

const allowedTypes = new Set<string>(IMAGE_TYPES);

/**
 * One profile image (logo or banner): shows the chosen file at once as a local preview, uploads
 * it (POST /profile multipart) and drops the preview again when the upload fails.
 */
export function useImageUpload(
  userId: Id,
  field: ImageField,
  onUploaded: (user: SessionUser) => void,
) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const upload = useUpdateProfile(userId);

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function select(file: File) {
    setError(null);
    if (!allowedTypes.has(file.type)) return setError(t('profile.images.invalidType'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('profile.images.tooLarge'));

    const previous = previewRef.current;
    const next = URL.createObjectURL(file);
    previewRef.current = next;
    setPreview(next);
    upload.mutate(
      { [field]: file },
      {
        onSuccess: ({ user }) => {
          if (previous) URL.revokeObjectURL(previous);
          onUploaded(user);
        },
        onError: (failure) => {
          // Back to what was shown before this file.
          URL.revokeObjectURL(next);
          previewRef.current = previous;
          setPreview(previous);
          const fieldMessage = firstFieldErrors(failure)[field];
          setError(
            fieldMessage ??
              (failure instanceof ApiError && failure.status === 403
                ? t('profile.edit.forbidden')
                : t('profile.images.uploadFailed')),
          );
        },
      },
    );
  }

  return { preview, error, uploading: upload.isPending, select };
}
