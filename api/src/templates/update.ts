/**
 * Edit a template (extension): name, skip-sign flag, status (active or not) and validity. The PDF
 * and the number of signee slots stay (a new design is a new template, valid from its day), so
 * every certificate keeps printing as it was requested. One transaction: the change guarded by
 * the version the client edited (409 when stale), the version bump and the audit event
 * `template.updated`.
 *
 * spec: access-and-administration §3 "Template"; api/CONTRACT.md "Templates".
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import type { Principal } from '../auth/principal.js';
import { templates } from '../db/schema.js';
import { lockTemplate, templateRowOf } from './queries.js';
import type { UpdateInput } from './schemas.js';
import { checkValidity, checkVersion, STALE_TEMPLATE } from './validity.js';
import { badRequest, conflict } from '../http/errors.js';
import { usiFieldOf, usiRefusal } from './compliance.js';
import { templateCompliance } from './complianceOf.js';

export const TEMPLATE_UPDATED = 'Template updated successfully';

/**
 * POST /template/{id}/update: 404 unknown template, 400 dates out of order or an active template
 * whose PDF has a field printing the USI (one stored before that was refused: it may only be
 * deactivated), 409 stale `version`. Answers the listing row after the change and its compliance
 * checks (docs/compliance.md).
 */
export async function updateTemplate(deps: AppDeps, principal: Principal, id: number, input: UpdateInput) {
  const result = await change(deps, principal, id, input);
  return { ...result, compliance: await templateCompliance(deps.db, id) };
}

async function change(deps: AppDeps, principal: Principal, id: number, input: UpdateInput) {
  return deps.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, id);
    checkVersion(current.version, input.version);
    const next = {
      name: input.name ?? current.name,
      skipSign: input.skip_sign ?? current.skipSign,
      status: input.status ?? current.status,
      validFrom: input.valid_from === undefined ? current.validFrom : input.valid_from || null,
      validTo: input.valid_to === undefined ? current.validTo : input.valid_to || null,
    };
    checkValidity(next.validFrom, next.validTo);
    const usi = current.fileId ? usiFieldOf(current.fieldLayout) : null;
    if (usi && next.status) throw badRequest(usiRefusal(usi), { status: usiRefusal(usi) });
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
    if (!changed.length) {
      return {
        success: 1 as const,
        message: TEMPLATE_UPDATED,
        version: current.version,
        certificate: await templateRowOf(tx, id),
      };
    }
    const [row] = await tx
      .update(templates)
      .set({ ...next, version: current.version + 1, updatedAt: new Date() })
      .where(and(eq(templates.id, id), eq(templates.version, current.version)))
      .returning({ version: templates.version });
    if (!row) throw conflict(STALE_TEMPLATE);
    const snake = {
      name: 'name',
      skipSign: 'skip_sign',
      status: 'status',
      validFrom: 'valid_from',
      validTo: 'valid_to',
    };
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'template.updated',
      subjectType: 'template',
      subjectId: id,
      before: { version: current.version, ...Object.fromEntries(changed.map((k) => [snake[k], current[k]])) },
      after: { version: row.version, ...Object.fromEntries(changed.map((k) => [snake[k], next[k]])) },
    });
    return {
      success: 1 as const,
      message: TEMPLATE_UPDATED,
      version: row.version,
      certificate: await templateRowOf(tx, id),
    };
  });
}
