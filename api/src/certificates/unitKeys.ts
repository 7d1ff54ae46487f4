/**
 * The keys of a unit of competency on a certificate, in the REST contract (the spec's payload
 * names, certificate-workflow §7 `/saveCertificate` `units[]`) and in code (the database columns,
 * the GraphQL `CertificateUnit` and `CertificateUnitInput` fields): ONE table, so the api and the
 * gateway translate units the same way. spec: certificate-workflow §5 (request form), §7.
 */
export const UNIT_KEYS = {
  unitStartDate: 'unit_start_date',
  unitCode: 'unit_code',
  unitName: 'unit_name',
  mark: 'mark',
  outcomeResult: 'outcome_result',
  outcomeGradeShortCode: 'outcome_grade_short_code',
} as const;

type UnitKey = keyof typeof UNIT_KEYS;
type RestUnitKey = (typeof UNIT_KEYS)[UnitKey];

/** A unit with code keys (`unitCode`, …) as the REST contract names it (`unit_code`, …). */
export type RestUnitOf<U extends Record<UnitKey, unknown>> = { [K in UnitKey as (typeof UNIT_KEYS)[K]]: U[K] };
/** A unit with REST keys (`unit_code`, …) as code names it (`unitCode`, …). */
export type UnitOf<R extends Record<RestUnitKey, unknown>> = { [K in UnitKey]: R[(typeof UNIT_KEYS)[K]] };

const entries = Object.entries(UNIT_KEYS) as [UnitKey, RestUnitKey][];

/** `{ unitCode, … }` → `{ unit_code, … }` (only the unit's keys). */
export function toRestUnit<U extends Record<UnitKey, unknown>>(unit: U): RestUnitOf<U> {
  return Object.fromEntries(entries.map(([key, restKey]) => [restKey, unit[key]])) as RestUnitOf<U>;
}

/** `{ unit_code, … }` → `{ unitCode, … }` (only the unit's keys). */
export function fromRestUnit<R extends Record<RestUnitKey, unknown>>(unit: R): UnitOf<R> {
  return Object.fromEntries(entries.map(([key, restKey]) => [key, unit[restKey]])) as UnitOf<R>;
}
