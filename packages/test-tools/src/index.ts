import { realSystem } from './real-system';
import { findChromium } from './tools';

export { ensureTool, toolNames, type ToolName } from './tools';

/**
 * The Chromium the journeys and the web benchmark launch: `CHROMIUM_PATH`, Debian's
 * `/usr/bin/chromium` or Playwright's browser, whichever is there first. Installs nothing;
 * `npm run test:tools` does that (`npm test` runs it first).
 */
export function chromiumPath(): string {
  const found = findChromium(realSystem);
  if (!found) {
    throw new Error(
      process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which is not an executable file`
        : 'No Chromium found: run `npm run test:tools` to find or install one',
    );
  }
  return found;
}
