import { receiptFileName } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { API_BASE_PATH } from '@/lib/api-client';

/**
 * GET /donations/{reference}/receipt.pdf?lang: a paid donation's receipt. Public by its
 * reference (guests get one too), so a plain link downloads it: no token, no script.
 */
export function receiptPdfLink(reference: string, language: Language) {
  const query = new URLSearchParams({ lang: language });
  return {
    href: `${API_BASE_PATH}/donations/${encodeURIComponent(reference)}/receipt.pdf?${query}`,
    download: receiptFileName(reference),
  };
}
