import { describe, expect, it } from 'vitest';
import {
  type AptAccess,
  type RunResult,
  type System,
  ensureChromium,
  ensurePostgres,
  findChromium,
} from './tools';

const playwrightPath = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

interface Machine {
  env?: Record<string, string>;
  /** Executable files and the version each prints (undefined: there, but does not start). */
  files?: Record<string, string | undefined>;
  reachable?: boolean;
  apt?: AptAccess;
  /** What an install puts on the machine when it succeeds (apt-get's by package); none: it fails. */
  installs?: { playwright?: Record<string, string>; apt?: Record<string, Record<string, string>> };
}

/** A machine as the tools see it, and a record of every command they ran on it. */
function machine(setup: Machine) {
  const files = { ...setup.files };
  const commands: string[] = [];
  const said: string[] = [];
  const install = (placed: Record<string, string> | undefined): RunResult => {
    if (!placed) return { ok: false, output: 'E: Unable to locate package\nfailed' };
    Object.assign(files, placed);
    return { ok: true, output: '' };
  };
  const system: System = {
    env: setup.env ?? {},
    isExecutable: (file) => file in files,
    version: async (file) => files[file],
    playwrightChromiumPath: () => playwrightPath,
    firstReachable: async (urls) => (setup.reachable ? urls[0] : undefined),
    aptAccess: async () => setup.apt ?? 'missing',
    postgresBinDirs: () =>
      Object.keys(files)
        .filter((file) => file.endsWith('/initdb'))
        .map((file) => file.replace(/\/initdb$/, '')),
    run: async (command, args) => {
      commands.push([command, ...args].join(' '));
      return args.includes('install')
        ? install(setup.installs?.apt?.[args.at(-1)!])
        : { ok: true, output: '' };
    },
    playwright: async (args) => {
      commands.push(['playwright', ...args].join(' '));
      return install(setup.installs?.playwright);
    },
    say: (line) => said.push(line),
  };
  return { system, commands, said };
}

const chromium = 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)';

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first, and installs nothing', async () => {
    const { system, commands } = machine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: { '/opt/chrome/chrome': 'Google Chrome 150.0.1', '/usr/bin/chromium': chromium },
      apt: 'root',
      reachable: true,
    });
    expect(await ensureChromium(system)).toEqual({
      ok: true,
      path: '/opt/chrome/chrome',
      version: 'Google Chrome 150.0.1',
      line: 'test-tools: Google Chrome 150.0.1 found at /opt/chrome/chrome (CHROMIUM_PATH)',
    });
    expect(findChromium(system)).toBe('/opt/chrome/chrome');
    expect(commands).toEqual([]);
  });

  it("takes Debian's Chromium before Playwright's", async () => {
    const { system, commands } = machine({
      files: { '/usr/bin/chromium': chromium, [playwrightPath]: 'Chromium 149.0' },
    });
    const result = await ensureChromium(system);
    expect(result).toMatchObject({
      ok: true,
      path: '/usr/bin/chromium',
      line: "test-tools: Chromium 156.0.8078.108 found at /usr/bin/chromium (Debian's package)",
    });
    expect(findChromium(system)).toBe('/usr/bin/chromium');
    expect(commands).toEqual([]);
  });

  it("takes the browser Playwright installed when Debian's is not there", async () => {
    const { system } = machine({ files: { [playwrightPath]: 'Chromium 149.0' } });
    expect(await ensureChromium(system)).toMatchObject({
      ok: true,
      path: playwrightPath,
      line: `test-tools: Chromium 149.0 found at ${playwrightPath} (Playwright's browser)`,
    });
    expect(findChromium(system)).toBe(playwrightPath);
  });

  it('passes over a Chromium that is there but does not start', async () => {
    const { system } = machine({
      files: { '/usr/bin/chromium': undefined, [playwrightPath]: 'Chromium 149.0' },
    });
    expect(await ensureChromium(system)).toMatchObject({ ok: true, path: playwrightPath });
  });

  it('stops at once when CHROMIUM_PATH points at nothing, whatever else is there', async () => {
    const { system, commands } = machine({
      env: { CHROMIUM_PATH: '/missing/chrome' },
      files: { '/usr/bin/chromium': chromium },
      apt: 'root',
      reachable: true,
    });
    const result = await ensureChromium(system);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(
      'CHROMIUM_PATH is /missing/chrome, which is not an executable file',
    );
    expect(!result.ok && result.message).toContain('`unset CHROMIUM_PATH`');
    expect(findChromium(system)).toBeUndefined();
    expect(commands).toEqual([]);
  });
});

describe('installing Chromium', () => {
  it("installs Playwright's where its download host answers, with the libraries when apt-get may run", async () => {
    const { system, commands, said } = machine({
      reachable: true,
      apt: 'root',
      installs: { playwright: { [playwrightPath]: 'Chromium 149.0' } },
    });
    expect(await ensureChromium(system)).toMatchObject({
      ok: true,
      path: playwrightPath,
      line: `test-tools: Chromium 149.0 installed at ${playwrightPath} (Playwright's browser, from cdn.playwright.dev)`,
    });
    expect(commands).toEqual(['playwright install --with-deps chromium']);
    expect(said).toEqual([
      "test-tools: no Chromium here; installing Playwright's (npx playwright install --with-deps chromium)...",
    ]);
  });

  it("installs Playwright's without its libraries where apt-get may not run", async () => {
    const { system, commands } = machine({
      reachable: true,
      apt: 'denied',
      installs: { playwright: { [playwrightPath]: 'Chromium 149.0' } },
    });
    expect(await ensureChromium(system)).toMatchObject({ ok: true, path: playwrightPath });
    expect(commands).toEqual(['playwright install chromium']);
  });

  it("installs Debian's package as root where Playwright's host does not answer", async () => {
    const { system, commands } = machine({
      apt: 'root',
      installs: { apt: { chromium: { '/usr/bin/chromium': chromium } } },
    });
    expect(await ensureChromium(system)).toMatchObject({
      ok: true,
      path: '/usr/bin/chromium',
      line: "test-tools: Chromium 156.0.8078.108 installed at /usr/bin/chromium (Debian's package chromium, by apt-get)",
    });
    expect(commands).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium',
    ]);
  });

  it('installs through sudo without a password when not root', async () => {
    const { system, commands } = machine({
      apt: 'sudo',
      installs: { apt: { chromium: { '/usr/bin/chromium': chromium } } },
    });
    expect(await ensureChromium(system)).toMatchObject({
      ok: true,
      line: expect.stringContaining("(Debian's package chromium, by apt-get through sudo)"),
    });
    expect(commands).toEqual([
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium',
    ]);
  });

  it("falls back to Debian's package when Playwright's install fails", async () => {
    const { system, commands } = machine({
      reachable: true,
      apt: 'root',
      installs: { apt: { chromium: { '/usr/bin/chromium': chromium } } },
    });
    expect(await ensureChromium(system)).toMatchObject({ ok: true, path: '/usr/bin/chromium' });
    expect(commands[0]).toBe('playwright install --with-deps chromium');
    expect(commands.at(-1)).toContain('apt-get install');
  });

  it('names the one command to run when nothing can be installed, having run nothing', async () => {
    const { system, commands } = machine({ apt: 'denied' });
    const result = await ensureChromium(system);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(
      "Playwright's download host does not answer; apt-get needs root or sudo without a password",
    );
    expect(!result.ok && result.message).toContain(
      'Run `sudo apt-get install chromium`, then npm test again',
    );
    expect(commands).toEqual([]);
  });

  it("names Playwright's install where there is no apt-get", async () => {
    const { system } = machine({ apt: 'missing' });
    const result = await ensureChromium(system);
    expect(!result.ok && result.message).toContain('there is no apt-get');
    expect(!result.ok && result.message).toContain('Run `npx playwright install chromium`');
  });

  it("says what failed when apt-get's install leaves no Chromium", async () => {
    const { system } = machine({ apt: 'root' });
    const result = await ensureChromium(system);
    expect(!result.ok && result.message).toContain(
      'apt-get did not give a running /usr/bin/chromium (E: Unable to locate package / failed)',
    );
  });

  it("honours Playwright's download host variables", async () => {
    let asked: readonly string[] = [];
    const { system } = machine({
      env: { PLAYWRIGHT_DOWNLOAD_HOST: 'https://mirror.example/pw' },
      apt: 'denied',
    });
    system.firstReachable = async (urls) => {
      asked = urls;
      return undefined;
    };
    await ensureChromium(system);
    expect(asked).toEqual(['https://mirror.example/pw']);
  });
});

describe('PostgreSQL', () => {
  it('finds the newest server on the machine', async () => {
    const { system, commands } = machine({
      files: {
        '/usr/lib/postgresql/9/bin/initdb': 'initdb (PostgreSQL) 9.6.24',
        '/usr/lib/postgresql/15/bin/initdb': 'initdb (PostgreSQL) 15.18',
      },
    });
    expect(await ensurePostgres(system)).toEqual({
      ok: true,
      path: '/usr/lib/postgresql/15/bin',
      version: 'PostgreSQL 15.18',
      line: 'test-tools: PostgreSQL 15.18 found at /usr/lib/postgresql/15/bin',
    });
    expect(commands).toEqual([]);
  });

  it("installs Debian's package, updating the package lists once for all tools", async () => {
    const { system, commands } = machine({
      apt: 'root',
      installs: {
        apt: {
          chromium: { '/usr/bin/chromium': chromium },
          postgresql: { '/usr/lib/postgresql/15/bin/initdb': 'initdb (PostgreSQL) 15.18' },
        },
      },
    });
    expect(await ensureChromium(system)).toMatchObject({ ok: true });
    expect(await ensurePostgres(system)).toMatchObject({
      ok: true,
      line: "test-tools: PostgreSQL 15.18 installed at /usr/lib/postgresql/15/bin (Debian's package postgresql, by apt-get)",
    });
    expect(commands.filter((command) => command.includes('apt-get update'))).toHaveLength(1);
    expect(commands.at(-1)).toContain('install -y -qq --no-install-recommends postgresql');
  });

  it('names the command when it cannot install', async () => {
    const { system } = machine({ apt: 'denied' });
    const result = await ensurePostgres(system);
    expect(!result.ok && result.message).toContain('Run `sudo apt-get install postgresql`');
  });
});
