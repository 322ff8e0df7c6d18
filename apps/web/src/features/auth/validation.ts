import { containsPersonalData, PASSWORD_MIN_LENGTH, type PasswordOwner } from '@app/contract';

/** Sign-up: the e-mail must look like x@y.z. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Minimum password length 8. */
export function isStrongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/**
 * The first problem of a new password and its confirmation (sign-up, reset), as translation
 * keys: a title (for the alert) and a text, or null when both are fine. With the `owner` (the
 * name and address typed beside it) a password holding either is refused, as the API would.
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  owner?: PasswordOwner,
): { field: 'password' | 'password_confirmation'; title: string; text: string } | null {
  if (password !== confirmation) {
    return {
      field: 'password_confirmation',
      title: 'auth.validation.passwordsDoNotMatch',
      text: 'auth.validation.passwordsDoNotMatchText',
    };
  }
  if (!isStrongEnough(password)) {
    return {
      field: 'password',
      title: 'auth.validation.weakPasswordTitle',
      text: 'auth.validation.weakPassword',
    };
  }
  if (owner && containsPersonalData(password, owner)) {
    return {
      field: 'password',
      title: 'auth.validation.personalPasswordTitle',
      text: 'auth.validation.personalPassword',
    };
  }
  return null;
}
