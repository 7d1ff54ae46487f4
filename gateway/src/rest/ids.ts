/**
 * GraphQL `ID` → the api's integer id. The api's ids are positive integers written in digits;
 * `Number()` alone would also turn '0x1', '1e1', '1.0' or ' 1' into a real id and act on that
 * row. Any other spelling goes out as NaN (JSON `null`, path segment `NaN`), so the api refuses
 * it with its own message (BAD_USER_INPUT).
 */
export const restId = (id: string): number => (/^\d+$/.test(id) ? Number(id) : Number.NaN);
