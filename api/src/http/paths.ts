/** `/user/{id}/view` (OpenAPI, the contract's form) → `/user/:id/view` (Fastify's router). */
export const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
