/**
 * /master/add-student — the Add Student screen (spec: access-and-administration §2 "Master area",
 * §5 "Add Student", §7 POST /addStudent, §8 "Add student": a refusal shows the server's message as
 * an error — under its field too — otherwise its message as a success and back to the student list).
 */
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AddStudentDocument } from '../../generated/graphql';
import { showSuccess } from '../../shared/toaster';
import { PageHeader } from '../certificates/detail/PageHeader';
import { graphqlFieldErrors, toastError } from '../users/shared/mutationErrors';
import { AddStudentForm } from './AddStudentForm';
import { MASTER_PATHS } from './paths';
import { type StudentFormErrors, type StudentFormValues, studentFieldErrors } from './validateStudentForm';
import './master.css';

/** A new student changes every page of the student lists (and the request form's picker): drop them. */
const evictStudentLists = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'students' });
  cache.gc();
};

/** The Add Student screen. spec: access-and-administration §5 "Add Student". */
export function AddStudentPage() {
  const navigate = useNavigate();
  const [addStudent] = useMutation(AddStudentDocument, { update: evictStudentLists });
  const back = () => void navigate(MASTER_PATHS.studentList);

  const submit = async (values: StudentFormValues): Promise<StudentFormErrors | undefined> => {
    try {
      const middleName = values.middleName.trim();
      const result = await addStudent({
        variables: {
          input: {
            studentId: values.studentId.trim(),
            firstName: values.firstName.trim(),
            ...(middleName ? { middleName } : {}),
            lastName: values.lastName.trim(),
            mobile: values.mobile.trim(),
            email: values.email.trim(),
            dob: values.dob ?? '',
            ...(values.usi.trim() ? { usi: values.usi.trim() } : {}),
          },
        },
      });
      void showSuccess(result.data?.addStudent.message ?? 'Student added successfully');
      back();
      return undefined;
    } catch (err) {
      const code = toastError(err, 'The student could not be added');
      return code === 'BAD_USER_INPUT' ? studentFieldErrors(graphqlFieldErrors(err)) : undefined;
    }
  };

  return (
    <div className="certify-page master-page">
      <PageHeader title="Add Student" subtitle="A student of the student management system." onBack={back} />
      <AddStudentForm onSubmit={submit} onBack={back} />
    </div>
  );
}
