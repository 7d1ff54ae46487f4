/**
 * `GET /printJobs/{id}`: a print job as it is now (docs/architecture.md "Bulk work off the request path"), or,
 * with `wait`, once it has ended (at most that many seconds), for the user who printed; anyone
 * else gets 404. spec: api/CONTRACT.md "Print jobs" (extension).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { errors, json } from '../http/answers.js';
import { notFound } from '../http/errors.js';
import { fieldsOf, id, optionalWholeNumber } from '../http/fields.js';
import { printJobView } from './answers.js';
import { jobEnded, loadPrintJob, waitForPrintJob } from './loadPrintJob.js';

/** The longest `wait` (seconds). */
export const MAX_PRINT_JOB_WAIT_SECONDS = 60;

export const PRINT_JOB_NOT_FOUND = 'Print job not found';

/** Registers `/printJobs/{id}`. spec: api/CONTRACT.md "Print jobs". */
export async function registerPrintJobRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/printJobs/:id',
    {
      config: { apiClient: true },
      schema: {
        tags: ['Workflow'],
        summary: 'A print job: its progress, and its merged PDF once done (extension)',
        description:
          'The job a print or reprint call answered: `queued`, `rendering` (`done` of `total` certificates), ' +
          '`done` (`file`: the merged, signed PDF, at `GET /files/{id}`) or `failed` (`message`). With ' +
          `\`wait\` (1–${MAX_PRINT_JOB_WAIT_SECONDS} seconds) the answer comes when the job ends, or after that ` +
          'long. Only the user who printed sees it; anyone else gets 404. Live: `GET /events` `print-job`.',
        params: z.object({ id: id(PRINT_JOB_NOT_FOUND) }),
        querystring: fieldsOf({
          wait: optionalWholeNumber('wait', 0, MAX_PRINT_JOB_WAIT_SECONDS).describe(
            'Seconds to wait for the job to end (default 0: answer at once)',
          ),
        }),
        response: { 200: json(printJobView, 'The job'), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const found = await loadPrintJob(deps.db, request.params.id);
      // A job answers as unknown to anyone but its printer: ids reveal nothing.
      if (!found || found.createdBy !== request.principal.userId) throw notFound(PRINT_JOB_NOT_FOUND);
      const wait = request.query.wait ?? 0;
      if (wait === 0 || jobEnded(found.job)) return { success: 1 as const, job: found.job };
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const later = await waitForPrintJob(deps, request.params.id, wait * 1000, gone.signal);
      return { success: 1 as const, job: (later ?? found).job };
    },
  );
}
