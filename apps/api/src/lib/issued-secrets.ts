/**
 * Every secret the server makes is announced here as it is made: the tokens of sessions and
 * links (lib/tokens.ts), sealed values (lib/secret-box.ts), the addresses e-mails go to
 * (lib/mail-outbox.ts), and one-time codes where they are made. A running server has no
 * listener; the API test suite listens (test/log-watch.ts) and fails when one of them reaches
 * the log. A new kind of secret announces itself the same way.
 */
export type SecretListener = (kind: string, value: string) => void;

const listeners = new Set<SecretListener>();

/** Starts listening; answers the function that stops it. */
export function onSecretIssued(listener: SecretListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that a secret of this kind was made. */
export function secretIssued(kind: string, value: string): void {
  for (const listener of listeners) listener(kind, value);
}
