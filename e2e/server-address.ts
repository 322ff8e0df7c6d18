/** Where the end-to-end server listens: playwright.config.ts starts it there, helpers call it. */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
