/** Every endpoint lives under this prefix. */
export const API_PREFIX = '/pifworld/api/v1';
export const DOCS_PREFIX = '/pifworld/api/docs';
/** Uploaded and generated images: `/storage/original/{file}`. */
export const STORAGE_PREFIX = '/storage/original/';
