/**
 * Loaded into the API process a bench starts (`--import`): every 50 ms it writes the process's
 * memory (`process.memoryUsage()`, MB) to BENCH_MEMORY_FILE, so the bench reads the heap as well
 * as the resident size it sees in /proc. Bench-only: the server never loads it.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  setInterval(() => {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        rss: mb(rss),
        heapUsed: mb(heapUsed),
        external: mb(external),
        arrayBuffers: mb(arrayBuffers),
      }),
    );
  }, 50).unref();
}
