/**
 * Amounts of money as people type them, in plain functions without zod: the schemas are built
 * from them, and a screen that checks an amount as it is typed (the payment page) uses them
 * without loading zod.
 */

/**
 * An amount as a person writes it: a plain decimal ('25', '12.5', '12.50', '-5', spaces around
 * it allowed) is read as a number, anything else is left for the number schema to refuse;
 * Number() would take '0x10' as 16, '1e3' as 1000 and 'Infinity' as Infinity.
 */
export const decimalText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** Whole cents: 12.5 and 12.34 are, 12.345 is not (tolerating binary float noise). */
export const wholeCents = (amount: number) =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
