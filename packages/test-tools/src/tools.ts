/**
 * The system tools the test suites need beyond Node and npm, found or installed before the tests
 * start: Chromium for the end-to-end journeys, PostgreSQL's server for the API suite's second run
 * (`.ci/run`, `scripts/with-postgres`). Everything the machine is asked goes through `System`, so
 * the choices below are tested without touching the machine (`tools.test.ts`).
 */

/** What the tools ask of the machine. `real-system.ts` answers for this one. */
export interface System {
  env: Readonly<Record<string, string | undefined>>;
  /** True when `path` is a file this user may execute. */
  isExecutable(path: string): boolean;
  /** The first line `<path> --version` prints, or undefined when it does not run. */
  version(path: string): Promise<string | undefined>;
  /** Where Playwright keeps its own Chromium (whether or not it is there). */
  playwrightChromiumPath(): string;
  /** The first of these addresses that answers within a few seconds, if any does. */
  firstReachable(urls: readonly string[]): Promise<string | undefined>;
  /**
   * How this user may run apt-get: as root, through sudo without a password, not at all (denied),
   * or there is no apt-get.
   */
  aptAccess(): Promise<AptAccess>;
  /** PostgreSQL server folders present (`/usr/lib/postgresql/<major>/bin`), in any order. */
  postgresBinDirs(): string[];
  /** Runs a command to its end; its output is kept for a failure's message, not shown. */
  run(command: string, args: readonly string[]): Promise<RunResult>;
  /** Runs Playwright's command line (`playwright install ...`), like `run`. */
  playwright(args: readonly string[]): Promise<RunResult>;
  /** One line of progress for the person waiting. */
  say(line: string): void;
}

export interface RunResult {
  ok: boolean;
  output: string;
}

export type AptAccess = 'root' | 'sudo' | 'denied' | 'missing';

export type ToolName = 'chromium' | 'postgresql';
export const toolNames: readonly ToolName[] = ['chromium', 'postgresql'];

export type ToolResult =
  { ok: true; path: string; version: string; line: string } | { ok: false; message: string };

export const debianChromium = '/usr/bin/chromium';

/** Playwright's download hosts (playwright-core's own list), unless its variables name another. */
export function playwrightDownloadHosts(env: System['env']): string[] {
  const custom = env.PLAYWRIGHT_CHROMIUM_DOWNLOAD_HOST || env.PLAYWRIGHT_DOWNLOAD_HOST;
  if (custom) return [custom];
  return [
    'https://cdn.playwright.dev/dbazure/download/playwright',
    'https://playwright.download.prss.microsoft.com/dbazure/download/playwright',
  ];
}

/**
 * Chromium already on the machine, without installing anything: `CHROMIUM_PATH`, then Debian's
 * `/usr/bin/chromium`, then the browser Playwright has installed. The journeys and the web
 * benchmark launch what this returns. A set `CHROMIUM_PATH` is the only candidate: pointing at
 * nothing is a mistake to report, not to paper over with another browser.
 */
export function chromiumCandidates(system: System): Array<{ path: string; source: string }> {
  const chosen = system.env.CHROMIUM_PATH;
  if (chosen) return [{ path: chosen, source: 'CHROMIUM_PATH' }];
  return [
    { path: debianChromium, source: "Debian's package" },
    { path: system.playwrightChromiumPath(), source: "Playwright's browser" },
  ];
}

export function findChromium(system: System): string | undefined {
  return chromiumCandidates(system).find((candidate) => system.isExecutable(candidate.path))?.path;
}

/** The first candidate that is there and starts (`--version`), and what the others were. */
async function firstRunning(
  system: System,
  candidates: Array<{ path: string; source: string }>,
): Promise<{ path: string; source: string; version: string } | { broken: string[] }> {
  const broken: string[] = [];
  for (const candidate of candidates) {
    if (!system.isExecutable(candidate.path)) continue;
    const version = (await system.version(candidate.path))?.replace(/ built on .*$/, '');
    if (version) return { ...candidate, version };
    broken.push(`${candidate.path} is there but does not start`);
  }
  return { broken };
}

const prefix = 'test-tools:';

/**
 * Finds Chromium, or installs it: Playwright's own where its download host answers, else Debian's
 * package where this user may run apt-get. When neither is possible the result names the one
 * command that makes it possible.
 */
export async function ensureChromium(system: System): Promise<ToolResult> {
  const chosen = system.env.CHROMIUM_PATH;
  const found = await firstRunning(system, chromiumCandidates(system));
  if ('path' in found) {
    const { path, version, source } = found;
    return { ok: true, path, version, line: `${prefix} ${version} found at ${path} (${source})` };
  }
  if (chosen) {
    return {
      ok: false,
      message:
        `${prefix} CHROMIUM_PATH is ${chosen}, which ${found.broken.length ? 'does not start' : 'is not an executable file'}. ` +
        'Point it at a Chromium, or run `unset CHROMIUM_PATH` and npm test finds or installs one.',
    };
  }

  const tried: string[] = [...found.broken];
  const host = await system.firstReachable(playwrightDownloadHosts(system.env));
  const apt = await system.aptAccess();
  const usable = apt === 'root' || apt === 'sudo' ? apt : undefined;
  if (host) {
    // With apt-get at hand Playwright also installs the libraries its browser needs.
    const args = ['install', ...(usable ? ['--with-deps'] : []), 'chromium'];
    system.say(
      `${prefix} no Chromium here; installing Playwright's (npx playwright ${args.join(' ')})...`,
    );
    const result = await system.playwright(args);
    const installed = result.ok
      ? await firstRunning(system, [{ path: system.playwrightChromiumPath(), source: '' }])
      : undefined;
    if (installed && 'path' in installed) {
      return {
        ok: true,
        path: installed.path,
        version: installed.version,
        line: `${prefix} ${installed.version} installed at ${installed.path} (Playwright's browser, from ${new URL(host).host})`,
      };
    }
    tried.push(`Playwright's install did not give a running Chromium${tail(result.output)}`);
  } else {
    tried.push("Playwright's download host does not answer");
  }

  if (usable) {
    system.say(`${prefix} no Chromium here; installing Debian's package chromium with apt-get...`);
    const output = await aptInstall(system, usable, ['chromium']);
    const installed = await firstRunning(system, [{ path: debianChromium, source: '' }]);
    if ('path' in installed) {
      return {
        ok: true,
        path: installed.path,
        version: installed.version,
        line: `${prefix} ${installed.version} installed at ${installed.path} (Debian's package chromium, by apt-get${apt === 'sudo' ? ' through sudo' : ''})`,
      };
    }
    tried.push(`apt-get did not give a running ${debianChromium}${tail(output)}`);
  } else {
    tried.push(
      apt === 'denied' ? 'apt-get needs root or sudo without a password' : 'there is no apt-get',
    );
  }

  const command =
    apt === 'missing' ? 'npx playwright install chromium' : 'sudo apt-get install chromium';
  return {
    ok: false,
    message:
      `${prefix} the end-to-end tests need Chromium and there is none here (CHROMIUM_PATH unset, no ${debianChromium}, no Playwright browser); ` +
      `it could not be installed: ${tried.join('; ')}. Run \`${command}\`, then npm test again (or set CHROMIUM_PATH to a Chromium).`,
  };
}

/** The newest PostgreSQL server on the machine (`initdb` there and running), or Debian's installed. */
export async function ensurePostgres(system: System): Promise<ToolResult> {
  const find = async () => {
    const dirs = system
      .postgresBinDirs()
      .filter((dir) => system.isExecutable(`${dir}/initdb`))
      .sort((a, b) => majorOf(b) - majorOf(a));
    for (const dir of dirs) {
      const version = await system.version(`${dir}/initdb`);
      if (version)
        return { path: dir, version: version.replace(/^initdb \(PostgreSQL\)/, 'PostgreSQL') };
    }
    return undefined;
  };
  const found = await find();
  if (found)
    return { ok: true, ...found, line: `${prefix} ${found.version} found at ${found.path}` };

  const apt = await system.aptAccess();
  if (apt === 'root' || apt === 'sudo') {
    system.say(
      `${prefix} no PostgreSQL server here; installing Debian's package postgresql with apt-get...`,
    );
    const output = await aptInstall(system, apt, ['postgresql']);
    const installed = await find();
    if (installed) {
      return {
        ok: true,
        ...installed,
        line: `${prefix} ${installed.version} installed at ${installed.path} (Debian's package postgresql, by apt-get${apt === 'sudo' ? ' through sudo' : ''})`,
      };
    }
    return {
      ok: false,
      message: `${prefix} apt-get did not install a PostgreSQL server${tail(output)}. Run \`sudo apt-get install postgresql\`.`,
    };
  }
  return {
    ok: false,
    message: `${prefix} the API suite's PostgreSQL run needs a PostgreSQL server (/usr/lib/postgresql/<major>/bin) and none can be installed here. Run \`sudo apt-get install postgresql\`.`,
  };
}

export function ensureTool(name: ToolName, system: System): Promise<ToolResult> {
  return name === 'chromium' ? ensureChromium(system) : ensurePostgres(system);
}

function majorOf(dir: string): number {
  return Number(/postgresql\/(\d+)/.exec(dir)?.[1] ?? 0);
}

/** The systems whose package lists are fresh: apt-get update runs once however many tools need it. */
const aptUpdated = new WeakSet<System>();

/** apt-get update and install, quietly; the output is kept for a failure's message. */
async function aptInstall(
  system: System,
  access: 'root' | 'sudo',
  packages: string[],
): Promise<string> {
  const command = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  const apt = (args: string[]) =>
    access === 'root'
      ? system.run(command[0]!, [...command.slice(1), ...args])
      : system.run('sudo', ['-n', ...command, ...args]);
  let output = '';
  if (!aptUpdated.has(system)) {
    const update = await apt(['update', '-qq']);
    output += update.output;
    if (update.ok) aptUpdated.add(system);
  }
  const install = await apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  return output + install.output;
}

/** The last lines of a command's output, for a failure's message. */
function tail(output: string): string {
  const lines = output.trim().split('\n').filter(Boolean).slice(-3);
  return lines.length ? ` (${lines.join(' / ')})` : '';
}
