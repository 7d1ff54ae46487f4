/**
 * The last selected certificate (id + list name), so a detail page opened without an id in the
 * route or navigation state still knows which certificate to show. spec: certificate-workflow §2
 * "The certificate id of a detail page comes from navigation state, or, if absent, from the last
 * stored selection (certificate id plus list name)".
 */
export const CERTIFICATE_SELECTION_KEY = 'certify.certificates.selection';

export interface CertificateSelection {
  certificateId: string;
  /** Route segment of the list, e.g. `requested-list`. */
  list: string;
}

/** Stores the selection (list rows call this before opening a detail page). */
export function storeCertificateSelection(certificateId: string, list: string): void {
  try {
    window.sessionStorage.setItem(CERTIFICATE_SELECTION_KEY, JSON.stringify({ certificateId, list }));
  } catch {
    /* storage full or disabled: the route param still works */
  }
}

/** The stored selection, or null. */
export function readCertificateSelection(): CertificateSelection | null {
  try {
    const raw = window.sessionStorage.getItem(CERTIFICATE_SELECTION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CertificateSelection>;
    return typeof value.certificateId === 'string' && typeof value.list === 'string'
      ? { certificateId: value.certificateId, list: value.list }
      : null;
  } catch {
    return null;
  }
}
