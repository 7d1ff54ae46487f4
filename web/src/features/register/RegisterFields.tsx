/**
 * The register's own search fields (certificate-workflow §2 "Shared search panel": "On reports also:
 * credential date range, certificate status (multi-select), credential number"). The status options
 * and their labels come from the server (`certificateRegisterStatusOptions`, §9).
 */
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { CertificateRegisterStatusOptionsDocument, type CertificateStatus } from '../../generated/graphql';
import { DateRangeField } from '../certificates/search/DateRangeField';
import { OptionMultiSelect } from '../certificates/search/OptionMultiSelect';
import type { PatchFilters } from '../certificates/search/SearchForm';
import type { RegisterFilters } from './registerFilters';

interface RegisterFieldsProps {
  draft: RegisterFilters;
  patch: PatchFilters<RegisterFilters>;
}

/** Credential date range, status multi-select and credential number. spec: certificate-workflow §2. */
export function RegisterFields({ draft, patch }: RegisterFieldsProps) {
  const { data } = useQuery(CertificateRegisterStatusOptionsDocument, { fetchPolicy: 'cache-first' });
  const options = (data?.certificateRegisterStatusOptions ?? []).map((o) => ({ id: o.status, label: o.label }));
  return (
    <>
      <DateRangeField
        label="Credential Date"
        fromLabel="Credential from"
        toLabel="Credential to"
        from={draft.credentialFrom}
        to={draft.credentialTo}
        onChange={(credentialFrom, credentialTo) => patch({ credentialFrom, credentialTo })}
      />
      <FormGroup label="Status" labelFor="search-status">
        <OptionMultiSelect
          id="search-status"
          placeholder="Select Status"
          options={options}
          selectedIds={draft.statuses}
          onChange={(ids) => patch({ statuses: ids as CertificateStatus[] })}
        />
      </FormGroup>
      <FormGroup label="Credential Number" labelFor="search-credential-number">
        <InputGroup
          id="search-credential-number"
          placeholder="Credential Number"
          value={draft.credentialNumber}
          onValueChange={(credentialNumber) => patch({ credentialNumber })}
        />
      </FormGroup>
    </>
  );
}
