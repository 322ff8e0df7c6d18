import { type Id, statementFileName } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browser } from '@/lib/browser';

export interface StatementRequest {
  userId: Id;
  year: number;
  language: Language;
}

/**
 * GET /user/{id}/donations/statement.pdf?year&lang (own only): the yearly statement for the tax
 * return. It needs the session's token, so it is fetched rather than linked.
 */
export function downloadStatement({ userId, year, language }: StatementRequest): Promise<Blob> {
  return api.file(`/user/${encodeURIComponent(String(userId))}/donations/statement.pdf`, {
    query: { year, lang: language },
  });
}

/** Fetches the statement and hands it to the browser's downloads under the API's file name. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatement,
    onSuccess: (file, { year }) => browser.saveFile(file, statementFileName(year)),
  });
}
