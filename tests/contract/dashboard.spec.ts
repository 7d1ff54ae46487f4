/**
 * The dashboard and the request form's choices (certificate-workflow §2 "Dashboard", §3 "Dashboard
 * data", "Dropdown data", §7): GET /graphDetails, POST /yearDetails, GET /requisitionerCourseDetails.
 */
import { expect, test } from '@playwright/test';
import { requestCertificate } from './support/certificates';
import { SpecClient } from './support/specClient';

test('GET /graphDetails → labels, data, course_details, pending_requests, pending_to_be_signed', async () => {
  const admin = await SpecClient.as('admin');
  const before = (await admin.get('/graphDetails')).expectSuccess();
  for (const key of ['labels', 'data', 'course_details', 'pending_requests', 'pending_to_be_signed']) {
    expect(before, `graphDetails has ${key}`).toHaveProperty(key);
  }
  expect(Array.isArray(before.labels)).toBe(true);
  expect(Array.isArray(before.data)).toBe(true);
  await requestCertificate();
  const after = (await admin.get('/graphDetails')).expectSuccess();
  expect(Number(after.pending_requests)).toBe(Number(before.pending_requests) + 1);
});

test('POST /yearDetails {year} → campus_details, course_details', async () => {
  const admin = await SpecClient.as('admin');
  const year = new Date().getUTCFullYear();
  const answer = (await admin.postJson('/yearDetails', { year })).expectSuccess();
  expect(Array.isArray(answer.campus_details)).toBe(true);
  expect(Array.isArray(answer.course_details)).toBe(true);
  expect(answer.campus_details.length).toBeGreaterThan(0);
});

test('GET /requisitionerCourseDetails → course, student, campus details (id and name) and display_date_format', async () => {
  const requisitioner = await SpecClient.as('requisitioner');
  const answer = (await requisitioner.get('/requisitionerCourseDetails')).expectSuccess();
  for (const key of ['course_details', 'campus_details']) {
    expect(answer[key].length, key).toBeGreaterThan(0);
    for (const entry of answer[key]) {
      expect(entry).toHaveProperty('id');
      expect(entry).toHaveProperty('name');
    }
  }
  expect(answer.student_details ?? answer.requisitioner_details).toBeTruthy();
  expect(['dd-mm-yyyy', 'dd/mm/yyyy', 'mm-dd-yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd', 'yyyy/mm/dd']).toContain(
    answer.display_date_format,
  );
});
