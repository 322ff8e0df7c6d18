import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../config';
import { matchSpaRoute, privatePrefixes, spaRoutes } from './spa-routes';

/** Every route path the web app declares (apps/web/src/config/paths.ts), read from its source. */
function webRoutePaths(): { path: string; isProtected: boolean }[] {
  const source = readFileSync(path.join(rootDir, 'apps/web/src/config/paths.ts'), 'utf8');
  const fixed = [...source.matchAll(/fixed\('([^']+)'(, true)?\)/g)].map((m) => ({
    path: m[1]!,
    isProtected: m[2] !== undefined,
  }));
  const objects = [...source.matchAll(/path: '([^']+)',\s*protected: (true|false)/g)].map((m) => ({
    path: m[1]!,
    isProtected: m[2] === 'true',
  }));
  return [...fixed, ...objects];
}

describe("the server's copy of the web app's routes", () => {
  it('knows every route of the web app, and the protected ones as private', () => {
    const web = webRoutePaths();
    expect(web.length).toBeGreaterThan(50);
    const known = new Map(spaRoutes.map((route) => [route.path, route]));
    for (const route of web) {
      expect(known.has(route.path), `${route.path} is missing in spa-routes.ts`).toBe(true);
      if (route.isProtected) expect(known.get(route.path)?.private, route.path).toBe(true);
    }
    expect(spaRoutes.map((route) => route.path).sort()).toEqual(
      web.map((route) => route.path).sort(),
    );
  });

  it('matches paths as react-router does', () => {
    expect(matchSpaRoute('/')?.card).toEqual({ fixed: 'home' });
    expect(matchSpaRoute('/Discover/')?.card).toEqual({ fixed: 'discover' });
    expect(matchSpaRoute('/fundraiser-details/12')?.card).toEqual({ kind: 'fundraiser', id: '12' });
    expect(matchSpaRoute('/discover/details/company-event/3')?.card).toEqual({
      kind: 'company-event',
      id: '3',
    });
    expect(matchSpaRoute('/details-topic/topic/4')?.card).toEqual({ kind: 'sdg', id: '4' });
    expect(matchSpaRoute('/donate')?.route.private).toBe(true);
    expect(matchSpaRoute('/donate/5')?.route.private).toBe(true);
    expect(matchSpaRoute('/fundraiser-details/12/more')).toBeUndefined();
    expect(matchSpaRoute('/details-topic/fundraiser/4')).toBeUndefined();
    expect(matchSpaRoute('/articles/1/%E0%A4%A')).toBeUndefined();
  });

  it('names the start of each private route for robots.txt, without public ones', () => {
    const prefixes = privatePrefixes();
    expect(prefixes).toEqual(expect.arrayContaining(['/login', '/payment', '/edit-job']));
    expect(prefixes).not.toContain('/jobs');
    for (const prefix of prefixes) {
      for (const route of spaRoutes.filter((r) => !r.private)) {
        expect(route.path.startsWith(prefix), `${prefix} hides ${route.path}`).toBe(false);
      }
    }
  });
});
