/**
 * Staff accounts, roles as bundles of grants (modules and permissions), sessions and password
 * resets. spec: access-and-administration §3, §6; DESIGN.md "Roles, modules and permissions".
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ModuleSectionCode } from '../../codes.js';
import { ts, createdAt } from '../columns.js';

/** Staff accounts. `status` false = inactive (cannot log in). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash').notNull(),
    status: boolean('status').notNull().default(true),
    /** When on, signing requires re-entering the password (`/passwordToCheck`). */
    passwordSecurity: boolean('password_security').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** Bumped by every administrative change: an edit made from an older version answers 409. */
    version: integer('version').notNull().default(1),
    /**
     * `person` (staff who log in) or `api_client` (the identity an API client acts as: it owns what
     * the client requests and names it in the audit trail; it has no password and no roles, and no
     * staff screen lists it). docs/integrators.md "Create an API client".
     */
    kind: text('kind').$type<'person' | 'api_client'>().notNull().default('person'),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    /**
     * The certificate lists' sort by requisitioner: `lower(userNameSql)` (people/names.ts), written
     * the same way (docs/architecture.md "Queries that scale").
     */
    index('users_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
  ],
);

/** Roles are data. Seeded ids: 1 Administrator, 2 Requisitioner, 3 Approver, 4 Signee, 5 Printer. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Bumped by every change: an edit made from an older version answers 409 (two admins, one role). */
  version: integer('version').notNull().default(1),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Menu modules. `section`: 2 certificates, 4 master, 5 settings. */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull().unique(),
  moduleDisplayName: text('module_display_name').notNull(),
  url: text('url').notNull(),
  section: smallint('section').$type<ModuleSectionCode>().notNull(),
  priority: integer('priority').notNull().default(0),
});

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] })],
);

/**
 * Action grants per role: `resource` is one of requested_certificate, campus_management,
 * course_management, student_management; `action` is `add`.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resource, t.action] })],
);

/** Opaque bearer tokens, stored as SHA-256 hex of the token. Revoked by logout/reset/deactivation. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Last successful `/passwordToCheck` on this session: signing with password security needs it ≤ 5 min old. */
    signVerifiedAt: ts('sign_verified_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring password-reset tokens (SHA-256 hex stored). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});
