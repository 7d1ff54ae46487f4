/** Parent object of `Course` (codegen mapper): `units` load per course through a DataLoader. */
export interface CourseModel {
  id: string;
  name: string;
  code: string;
  /** The master-data fields (gateway/src/master/models.ts); absent where the source lacks them (form options). */
  certificateCourseName?: string | null;
  courseId?: string | null;
  shortName?: string | null;
  expiryDate?: string | null;
  graduateCertificateCourseName?: string | null;
  unitCount?: number | null;
}

/** Parent object of `FormOptions` (codegen mapper): empty; each field loads its own lookup lazily. */
export type FormOptionsModel = Record<string, never>;
