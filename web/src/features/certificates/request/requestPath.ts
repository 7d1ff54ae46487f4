/**
 * The Request Certificate route with a student chosen (certificate-workflow §2
 * "/certificates/request-certificate/{id?}: optional student id preselects the student"; docs/product.md "Master data and CSV import":
 * the Student list's Request certificate action). The student is named by its student ID (§3
 * `student_id`, unique whatever its case) in the query, so a reload keeps it.
 */

/** The query parameter naming the student to preselect. */
export const REQUEST_STUDENT_PARAM = 'student';

/** The request form with the student whose student ID is `studentId` chosen. */
export const requestCertificatePath = (studentId: string) =>
  `/certificates/request-certificate?${REQUEST_STUDENT_PARAM}=${encodeURIComponent(studentId)}`;
