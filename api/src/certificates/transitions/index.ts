/**
 * STUB written by the api-foundation engineer so `app.ts` compiles; the api-workflow engineer
 * overwrites this file with the workflow routes. spec: certificate-workflow §7.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** Registers the workflow transition routes (stub: none yet). spec: certificate-workflow §7. */
export async function registerWorkflowRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
