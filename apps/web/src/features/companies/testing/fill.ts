import type { UserEvent } from '@testing-library/user-event';

/** Pastes instead of typing key by key: a big form re-renders once, not once per letter. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
