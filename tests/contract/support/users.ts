/**
 * Throwaway staff users for the contract tests, added with the spec's own calls
 * (access-and-administration §7 POST /addUser, GET /listUsers).
 */
import { expect } from '@playwright/test';
import { type Answer, SpecClient } from './specClient';

/** A password the reset rules accept (access-and-administration §5: the pattern is the effective rule). */
export const NEW_PASSWORD = 'Contract@2026x';

let serial = 0;
/** An e-mail address no other call of this run used. */
export function uniqueEmail(tag = 'user'): string {
  serial += 1;
  return `contract.${tag}.${Date.now().toString(36)}.${process.pid}.${serial}@certify.test`;
}

/** The addUser payload of access-and-administration §7 for `email`. */
export function addUserPayload(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Casey',
    last_name: 'Contract',
    email,
    mobile_number: '0412000999',
    password: 'Initial@2026x',
    status: 1,
    ...overrides,
  };
}

/** The GET /listUsers row of `email`, if any (the whole list: a client pages over it itself). */
export async function userRow(email: string): Promise<Answer | undefined> {
  const admin = await SpecClient.as('admin');
  const answer = (await admin.get('/listUsers')).expectSuccess();
  expect(Array.isArray(answer.users), 'GET /listUsers answers users').toBe(true);
  return (answer.users as Answer[]).find((user) => String(user.email).toLowerCase() === email.toLowerCase());
}

/** Adds an active user as the administrator; answers its e-mail, password and id (from GET /listUsers). */
export async function addThrowawayUser(tag = 'user'): Promise<{ email: string; password: string; id: number }> {
  const admin = await SpecClient.as('admin');
  const email = uniqueEmail(tag);
  const payload = addUserPayload(email);
  (await admin.postJson('/addUser', payload)).expectSuccess();
  const row = await userRow(email);
  expect(row, `GET /listUsers lists ${email} after POST /addUser`).toBeTruthy();
  return { email, password: String(payload.password), id: Number(row!.id) };
}
