/**
 * The certificate id of a detail/preview/sign page: the `:id` route param, else navigation state
 * (`{ certificateId }`), else the last stored selection for this list (spec: certificate-workflow §2).
 * The resolved id is stored as the new selection.
 */
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { readCertificateSelection, storeCertificateSelection } from './certificateSelection';

export function useCertificateId(listPath: string): string | null {
  const { id } = useParams<{ id?: string }>();
  const location = useLocation();
  const state = location.state as { certificateId?: unknown } | null;
  const fromState = typeof state?.certificateId === 'string' ? state.certificateId : null;
  const stored = readCertificateSelection();
  const fromStore = stored && stored.list === listPath ? stored.certificateId : null;
  const certificateId = id ?? fromState ?? fromStore;

  useEffect(() => {
    if (certificateId) storeCertificateSelection(certificateId, listPath);
  }, [certificateId, listPath]);

  return certificateId;
}
