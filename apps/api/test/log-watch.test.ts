import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskLogLine } from '../src/lib/log-masking';
import { createSecretBox } from '../src/lib/secret-box';
import { newSecret } from '../src/lib/tokens';
import { leaksIn } from './log-watch';

const token = newSecret('test token');
const sealed = createSecretBox(randomBytes(32).toString('hex')).seal('{"p":"x","s":1}');
const secrets = new Map([
  [token, 'session token'],
  [sealed, 'sealed value'],
  ['Reader@Example.org', 'e-mail address'],
  ['123456', 'one-time code'],
]);
const line = (value: object) => `${JSON.stringify(value)}\n`;

describe('the log watch of the API suite', () => {
  it('finds each secret made, wherever it sits in a line', () => {
    const log = [
      line({ msg: `Bearer ${token}` }),
      line({ url: `/monthly-giving/${sealed}?lang=nl` }),
      line({ text: `glued_${token}_on_both_sides` }),
      line({ msg: 'code 123456 tried', time: 1795936467123456 }),
      line({ to: 'reader@example.org' }),
      line({ url: '/pay?donor_email=someone%40example.org' }),
    ].join('');
    const leaks = leaksIn(log, secrets);
    expect(leaks.map((leak) => leak.split(':', 1)[0])).toEqual([
      'session token made in this file',
      'sealed value made in this file',
      'session token made in this file',
      'one-time code made in this file',
      'e-mail address made in this file',
      'e-mail address',
    ]);
    expect(leaks[1]).toContain(`/monthly-giving/${sealed}`);
  });

  it('finds nothing in the same lines once masked', () => {
    const log = [
      line({ msg: `Bearer ${token}` }),
      line({ url: `/monthly-giving/${sealed}?lang=nl` }),
      line({ msg: 'code 123456 tried', time: 1795936467123456 }),
      line({ to: 'reader@example.org' }),
      line({ url: '/pay?donor_email=someone%40example.org' }),
      line({ at: 'node_modules/@fastify/compress/index.js', pkg: 'fastify@5.1.0' }),
    ]
      .map(maskLogLine)
      .join('');
    expect(leaksIn(log, secrets)).toEqual([]);
  });
});
