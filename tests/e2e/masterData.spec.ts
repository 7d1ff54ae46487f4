/**
 * Master data (access-and-administration §2 "Master area", §5 "Add Student", §6; docs/product.md "Master data and CSV import"): the
 * administrator adds a student — seeing a §5 message for an invalid field first — and finds them by
 * part of the name typed without accents; the requisitioner (no student_management.add) opens
 * Request certificate from that student's row and the form shows the student chosen, also after a
 * reload. The campus and course lists show the seeded data and follow the grants.
 */
import { AddStudentPage } from './pages/AddStudentPage';
import { CampusListPage } from './pages/CampusListPage';
import { CourseListPage } from './pages/CourseListPage';
import { StudentListPage } from './pages/StudentListPage';
import { expect, storageStateOf, test } from './support/fixtures';

test.use({ storageState: storageStateOf('admin') });

const studentId = `E2E${Date.now().toString(36).toUpperCase()}`;
const FULL_NAME = 'Zoë Nguyễn';

test('a student added by the administrator is found without accents and requested for by the requisitioner', async ({
  app,
  signedIn,
}) => {
  // the administrator adds a student: a §5 message first, then success and back to the list
  const students = new StudentListPage(app.page);
  await students.open();
  await expect(students.heading).toBeVisible();
  await expect(students.importButton).toBeVisible();
  await students.addStudentButton.click();
  const form = new AddStudentPage(app.page);
  await expect(form.heading).toBeVisible();
  await form.fill({
    studentId,
    firstName: 'Zoë',
    lastName: 'Nguyễn',
    mobile: '0412345678',
    email: 'zoe.nguyen@student',
    dob: '14-03-1996',
  });
  await form.submit();
  await expect(form.message('Please enter a valid email')).toBeVisible();
  await form.field('Email').fill(`zoe.nguyen.${studentId.toLowerCase()}@student.example.com.au`);
  await form.submit();
  await expect(app.toast('Student added successfully')).toBeVisible();
  await expect(app.page).toHaveURL(/\/master\/student-list$/);

  // found by part of the name, typed without accents
  await students.searchBy('Student Name', 'zoe nguy');
  await expect(students.row(studentId)).toContainText('Zoë');
  await expect(students.row(studentId)).toContainText('Nguyễn');
  await expect(students.row(studentId)).toContainText('14-03-1996');

  // the requisitioner: no Add or Import Student, but Request certificate on the row
  const requisitioner = await signedIn('requisitioner');
  const theirStudents = new StudentListPage(requisitioner.page);
  await theirStudents.open();
  await theirStudents.searchBy('Student ID', studentId);
  await expect(theirStudents.row(studentId)).toBeVisible();
  await expect(theirStudents.addStudentButton).toHaveCount(0);
  await expect(theirStudents.importButton).toHaveCount(0);
  await theirStudents.requestCertificateButton(FULL_NAME).click();
  await expect(requisitioner.page).toHaveURL(new RegExp(`/certificates/request-certificate\\?student=${studentId}$`));
  await expect(requisitioner.request.studentPicker).toHaveText(`${FULL_NAME} · ${studentId}`);
  await requisitioner.page.reload();
  await expect(requisitioner.request.studentPicker).toHaveText(`${FULL_NAME} · ${studentId}`);
  // the picker searches the server too: another student, by part of the name
  await requisitioner.request.chooseStudent('papadop', 'Ruby Papadopoulos');
  await expect(requisitioner.request.studentPicker).toContainText('Ruby Papadopoulos');
});

test('the campus and course lists show the seeded data; Import buttons follow the grants', async ({
  app,
  signedIn,
}) => {
  const campuses = new CampusListPage(app.page);
  await campuses.open();
  await expect(campuses.row('Melbourne')).toContainText('CMP-MEL');
  await expect(campuses.importButton).toBeVisible();

  const courses = new CourseListPage(app.page);
  await courses.open();
  await expect(courses.importButton).toBeVisible();
  await courses.searchBy('Course Code', 'bsb5042');
  await expect(courses.table.getByRole('row')).toHaveCount(2); // the header and BSB50420
  const units = await courses.openUnits('BSB50420');
  await expect(units.getByRole('row').filter({ hasText: 'BSBLDR523' })).toBeVisible();

  const requisitioner = await signedIn('requisitioner');
  const theirCourses = new CourseListPage(requisitioner.page);
  await theirCourses.open();
  await theirCourses.searchBy('Course Name', 'leadership');
  await expect(theirCourses.row('BSB50420')).toBeVisible();
  await expect(theirCourses.importButton).toHaveCount(0);
});
