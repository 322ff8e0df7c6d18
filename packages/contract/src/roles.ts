/**
 * The roles of an account, without zod: the web app's header and console read them on a first
 * visit, whose script must not carry the schemas (`admin.ts` builds the schema from these).
 */

/** `admin`: an operator; `console_admin`: an operator who also manages the operators. */
export const userRoles = ['user', 'admin', 'console_admin'] as const;

/** The roles that open the console: operators, and console admins, who are operators too. */
export const operatorRoles = [
  'admin',
  'console_admin',
] as const satisfies readonly (typeof userRoles)[number][];

/** Whether an account with this role may open the console. */
export const isOperator = (role: string | null | undefined): boolean =>
  role === 'admin' || role === 'console_admin';

/**
 * Whether an account with this role manages the operators: only a console admin gives or takes
 * a role, and blocks or unblocks an operator or another console admin.
 */
export const isConsoleAdmin = (role: string | null | undefined): boolean =>
  role === 'console_admin';
