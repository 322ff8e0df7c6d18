import nock from 'nock';
import { afterAll, beforeAll } from 'vitest';

/**
 * Mollie's servers at the edge: for this file's tests every outgoing HTTP request is answered by
 * its nock scopes or refused. Test files share a module graph (isolate: false), so nock is
 * switched on for the file and off again after it, leaving the next file a real network stack.
 */
export function interceptTheWire() {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
  });
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  });
}
