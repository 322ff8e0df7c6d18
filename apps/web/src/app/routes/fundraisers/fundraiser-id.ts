/** Largest id the API accepts (a 32-bit integer column). */
const MAX_ID = 2_147_483_647;

/** The fundraiser id of a route, or null when it cannot be one ('Invalid fundraiser ID'). */
export function parseFundraiserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
