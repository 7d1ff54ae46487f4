/**
 * The grants behind the Master area's buttons (spec: access-and-administration §2 "Master area",
 * §6 "Permission flags"), typed by the api's permission table (`@certify/api/codes` PERMISSION) so
 * a renamed grant fails the type-check here.
 */
import type { PermissionCode } from '@certify/api/codes';

/** Import Campus (§6 campus_management.add). */
export const ADD_CAMPUS: PermissionCode = 'campus_management.add';
/** Import Course (§6 course_management.add). */
export const ADD_COURSE: PermissionCode = 'course_management.add';
/** Import Student and Add Student (§6 student_management.add). */
export const ADD_STUDENT: PermissionCode = 'student_management.add';
/** The Request certificate action of a student row (§6 requested_certificate.add). */
export const REQUEST_CERTIFICATE: PermissionCode = 'requested_certificate.add';
