import { OWNER_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@app/shared';
import { useState } from 'react';
import { uploadImage } from './food-items.ts';

/**
 * Uploads a photo the owner picked (JPEG, PNG or WebP up to 5 MB, checked here first so a wrong
 * file costs no upload) and hands its address to `onUploaded`. `error` says, in words, why not.
 */
export function usePhotoUpload(onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
      return setError(OWNER_MESSAGES.uploadWrongType);
    if (file.size > UPLOAD_MAX_BYTES) return setError(OWNER_MESSAGES.uploadTooLarge);
    setUploading(true);
    try {
      onUploaded((await uploadImage(file)).url);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return { upload, uploading, error };
}
