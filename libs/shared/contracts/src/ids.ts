/** The largest id a row can have (the int columns' range, MySQL and SQLite alike). */
export const MAX_ID = 2_147_483_647;

/**
 * A row's id as an address or a form writes it: a positive whole number in the int columns' range, digits only
 * ("abc", "1.5", "0", "-3", "1e3" are not ids); null otherwise. The pages, their server draws and the API's
 * ParseIdPipe read ids with this one function.
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
