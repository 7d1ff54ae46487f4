import type { RestAnswer } from '../rest/contract.js';

/**
 * Parent object of `Viewer` (codegen mapper): the `/me` (or `/login`) answer plus the token it
 * belongs to, so `hasSignature` asks `/signatureDetails` as that user even right after login.
 */
export interface ViewerModel {
  me: RestAnswer<'/me', 'get'>;
  token: string;
}

/** Splits a display name into first and last name (REST answers carry only `requisitioner_name`). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const i = trimmed.indexOf(' ');
  return i < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, i), lastName: trimmed.slice(i + 1).trim() };
}
