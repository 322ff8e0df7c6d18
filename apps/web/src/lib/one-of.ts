/**
 * A guard for one member of a string union, from a record of every member: the compiler checks
 * that the record names each member and nothing else. Screens use it for the contract's lists
 * (page types, donation targets) instead of importing them: a contract module's list comes with
 * its schemas, and they with zod (ADR 023).
 */
export function oneOf<T extends string>(members: Record<T, true>): (value: unknown) => value is T {
  return (value: unknown): value is T => typeof value === 'string' && Object.hasOwn(members, value);
}
