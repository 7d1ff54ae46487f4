import { emptyUnit, type RequestFormValues } from './requestFormValues';
import { requestCertificateInput } from './requestCertificateInput';

const values = (enrolmentId: string): RequestFormValues => ({
  studentId: 's1',
  courseId: 'c1',
  campusId: 'k1',
  certificateType: 'CERTIFICATE',
  credentialDate: '2026-03-01',
  credentialNumber: ' CRT-1 ',
  enrolmentId,
  units: [
    emptyUnit({
      unitStartDate: '2026-01-10',
      unitCode: 'BSBLDR523',
      unitName: 'Lead',
      mark: '80',
      outcomeResult: 'Competent',
      outcomeGradeShortCode: 'C',
    }),
  ],
});

describe('requestCertificateInput (the requestCertificate mutation input)', () => {
  it('sends the enrolment id, trimmed', () => {
    expect(requestCertificateInput(values('  ENR-560217 '))).toEqual({
      studentId: 's1',
      courseId: 'c1',
      campusId: 'k1',
      certificateType: 'CERTIFICATE',
      credentialDate: '2026-03-01',
      credentialNumber: 'CRT-1',
      enrolmentId: 'ENR-560217',
      units: [
        {
          unitStartDate: '2026-01-10',
          unitCode: 'BSBLDR523',
          unitName: 'Lead',
          mark: '80',
          outcomeResult: 'Competent',
          outcomeGradeShortCode: 'C',
        },
      ],
    });
  });

  it('leaves it out when the field is empty', () => {
    expect(requestCertificateInput(values('   '))).not.toHaveProperty('enrolmentId');
  });
});
