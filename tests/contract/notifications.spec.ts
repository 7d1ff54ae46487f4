/**
 * Notifications (certificate-workflow §3 "Notification", §4 subjects; access-and-administration
 * §2 "Notifications", §7, §8): POST /notifications and POST /readNotification as the bell uses them.
 */
import { expect, test } from '@playwright/test';
import { approve, assignedSigneeIds, requestCertificate, roleOfUser } from './support/certificates';
import { type Answer, SpecClient } from './support/specClient';

test('POST /notifications → notifications, unread_notifications; POST /readNotification {notification_id}', async () => {
  const mine = await requestCertificate();
  await approve(mine.id);
  const [signeeId] = await assignedSigneeIds(mine.id);
  const signee = await SpecClient.as(await roleOfUser(signeeId!));

  const before = (await signee.postNothing('/notifications')).expectSuccess();
  expect(typeof before.unread_notifications).toBe('number');
  const notification = (before.notifications as Answer[]).find(
    (n) => Number(n.action_id) === mine.id && n.subject === 'CERTIFICATE_APPROVED',
  );
  expect(notification, 'the assigned signee is told the certificate was approved').toBeTruthy();
  for (const key of ['id', 'action_id', 'subject', 'message']) expect(notification).toHaveProperty(key);

  (await signee.postJson('/readNotification', { notification_id: notification!.id })).expectSuccess();
  const after = (await signee.postNothing('/notifications')).expectSuccess();
  expect(after.unread_notifications).toBe(before.unread_notifications - 1);
});

test('POST /readNotification of an unknown notification: success 0 with the error text in notifications', async () => {
  const admin = await SpecClient.as('admin');
  const answer = await admin.postJson('/readNotification', { notification_id: 2_000_000_000 });
  expect(answer.body.success, answer.describe()).toBe(0);
  expect(typeof answer.body.notifications).toBe('string');
});
