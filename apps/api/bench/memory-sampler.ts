/**
 * Loaded into the API process a bench starts (`--import`): every 50 ms it writes the process's
 * memory (`process.memoryUsage()`, MB) to BENCH_MEMORY_FILE, so the bench reads the heap as well
 * as the resident size it sees in /proc. When node runs with `--expose-gc`, it also collects
 * every BENCH_GC_MS (200) ms while the file `${BENCH_MEMORY_FILE}.collect` exists (the bench
 * makes it around a measurement, so an idle server does not spend a core on it) and records the
 * heap that is still in use afterwards (`live`): what the process holds, not the garbage it has
 * yet to collect. Bench-only: the server never loads it.
 */
import { existsSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
if (file) {
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  let live: { heapUsed: number; external: number } | null = null;
  let collections = 0;
  if (collect) {
    setInterval(
      () => {
        if (!existsSync(`${file}.collect`)) return;
        collect();
        const { heapUsed, external } = process.memoryUsage();
        live = { heapUsed: mb(heapUsed), external: mb(external) };
        collections++;
      },
      Number(process.env.BENCH_GC_MS ?? 200),
    ).unref();
  }
  setInterval(() => {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        rss: mb(rss),
        heapUsed: mb(heapUsed),
        external: mb(external),
        arrayBuffers: mb(arrayBuffers),
        live,
        collections,
      }),
    );
  }, 50).unref();
}
