/**
 * `npm run test:tools [-- postgresql]`: finds or installs the system tools the tests need
 * (Chromium by default) and says in one line per tool what it found or installed, and where.
 * Exits 1 with the one command to run when a tool can be neither found nor installed.
 */
import { realSystem } from './real-system';
import { ensureTool, type ToolName, toolNames } from './tools';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !toolNames.includes(name as ToolName));
if (unknown.length) {
  console.error(`test-tools: unknown tool ${unknown.join(', ')}; known: ${toolNames.join(', ')}`);
  process.exit(2);
}

for (const name of new Set<ToolName>(asked.length ? (asked as ToolName[]) : ['chromium'])) {
  const result = await ensureTool(name, realSystem);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(result.line);
}
