import { PERSONAL_DATA_FILE } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browser } from '@/lib/browser';

/** GET /privacy/export: the signed-in user's data, a ZIP with data.json and index.html. */
export function downloadPersonalData(): Promise<Blob> {
  return api.file('/privacy/export');
}

/** Fetches the file and hands it to the browser's downloads. */
export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: downloadPersonalData,
    onSuccess: (file) => browser.saveFile(file, PERSONAL_DATA_FILE),
  });
}
