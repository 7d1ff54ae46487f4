/**
 * The serial number (Sl.No) of the `index`th row of `page` (1-based), following the real page size
 * (DESIGN.md "Decisions": the spec's `10*(page-1)` is a defect).
 */
export const serialNumber = (page: number, pageSize: number, index: number): number =>
  (page - 1) * pageSize + index + 1;
