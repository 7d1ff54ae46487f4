/**
 * Form encoding with bracket keys, as the api parses it with `qs` (api/CONTRACT.md "Conventions":
 * `course_id[]=1&course_id[]=2`). Empty values (undefined, null, '', empty arrays) are left out, so
 * list filters are "sent only when filled" (certificate-workflow §2 Shared search panel).
 */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Encodes a flat-or-nested object as `application/x-www-form-urlencoded`; arrays as `key[]=v`. */
export function encodeForm(values: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      params.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return params.toString();
}
