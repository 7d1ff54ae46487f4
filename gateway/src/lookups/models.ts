/** Parent object of `Course` (codegen mapper): `units` load per course through a DataLoader. */
export interface CourseModel {
  id: string;
  name: string;
  code: string;
}

/** Parent object of `FormOptions` (codegen mapper): empty; each field loads its own lookup lazily. */
export type FormOptionsModel = Record<string, never>;
