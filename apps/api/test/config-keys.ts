import { loadConfig } from '../src/config';

/** Every variable the server's configuration reads (loadConfig reads each key of its schema). */
export function configKeys(): Set<string> {
  const keys = new Set<string>();
  loadConfig(
    new Proxy<Record<string, string | undefined>>(
      {},
      {
        get: (_target, key) => {
          if (typeof key === 'string') keys.add(key);
          return undefined;
        },
      },
    ),
  );
  return keys;
}
