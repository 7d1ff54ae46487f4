/**
 * The caller's and the organisation's settings: signature (signatures/routes.ts), user
 * configuration, configuration items and organisation profile — one registration for app.ts.
 * spec: access-and-administration §2 "Signature Settings", "User Configuration Settings",
 * "Configuration Settings", "Organization Settings", §7; api/CONTRACT.md "Signatures and settings".
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { registerSignatureRoutes } from '../signatures/routes.js';
import { registerCompanyRoutes } from './companyRoutes.js';
import { registerConfigurationRoutes } from './configurationRoutes.js';
import { registerUserConfigurationRoutes } from './userConfigurationRoutes.js';

/** Registers the signature and settings routes. spec: access-and-administration §7. */
export async function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerSignatureRoutes(app, deps);
  await registerUserConfigurationRoutes(app, deps);
  await registerConfigurationRoutes(app, deps);
  await registerCompanyRoutes(app, deps);
}
