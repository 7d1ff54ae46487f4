/**
 * Column types shared by every table (db/tables/): binary data and timestamps with their time zone.
 */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary column (PostgreSQL `bytea`), read and written as a Node Buffer / Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A `timestamp with time zone` column read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** `created_at`: set by the database when the row is written. */
export const createdAt = () => ts('created_at').notNull().defaultNow();
