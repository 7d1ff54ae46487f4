/**
 * Per-request template loaders (DESIGN.md "GraphQL conventions": per-request DataLoaders batch REST
 * look-ups): a template's listing row by id, and its courses and signees. spec:
 * access-and-administration §7 (`/listCertificates`, `/certificateCourseSignee/{id}`).
 */
import DataLoader from 'dataloader';
import type { CallerRest } from '../rest/client.js';
import { restId } from '../rest/ids.js';
import type { TemplateComplianceAnswer, TemplateCoursesAndSignees, TemplateRow } from './models.js';

/** Rows per `/listCertificates` call when looking templates up by id (the api's maximum). */
const LOOKUP_PAGE_SIZE = 100;

/** Creates the template loaders of one operation, calling as its caller. */
export function templateLoaders(rest: CallerRest) {
  return {
    /**
     * Listing rows by template id (null: unknown). `/listCertificates` has no id filter, so one batch
     * walks its pages (100 rows each, newest first) until every asked id is found: one call for the
     * usual case of a recent template or a small catalogue. A caller without template management gets
     * the api's FORBIDDEN for every id of the batch.
     */
    templateRow: new DataLoader<string, TemplateRow | null>(async (ids) => {
      const wanted = new Set(ids);
      const found = new Map<string, TemplateRow>();
      for (let page = 1; ; page++) {
        const answer = await rest.get('/listCertificates', { query: { page, per_page: LOOKUP_PAGE_SIZE } });
        for (const row of answer.certificates) {
          if (wanted.has(String(row.id))) found.set(String(row.id), row);
        }
        const exhausted = answer.certificates.length === 0 || page * LOOKUP_PAGE_SIZE >= answer.total;
        if (found.size === wanted.size || exhausted) break;
      }
      return ids.map((id) => found.get(id) ?? null);
    }),
    /** `GET /certificateCourseSignee/{id}` per template id (each id its own call; errors per id). */
    templateCoursesAndSignees: new DataLoader<string, TemplateCoursesAndSignees>(async (ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            return await rest.get('/certificateCourseSignee/{id}', { params: { id: restId(id) } });
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      ),
    ),
    /**
     * `GET /template/{id}/compliance` per template id (each id its own call, once per operation; errors
     * per id). docs/compliance.md.
     */
    templateCompliance: new DataLoader<string, TemplateComplianceAnswer>(async (ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            return await rest.get('/template/{id}/compliance', { params: { id: restId(id) } });
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      ),
    ),
  };
}
