/**
 * /settings/company-settings — the organisation profile and logo (spec: access-and-administration
 * §2 "Organization Settings", §3 "Company settings", §8 "company calls: a success value other than
 * 1 shows the server message as an error toast"). A new logo goes through `POST
 * /files/uploads?purpose=image`, then `updateOrganisation(logoUploadId)`; the viewer is fetched
 * again so the header's client logo (`viewer.companyLogoUrl`) shows it at once. The `updatedAt`
 * read is sent back: a profile changed meanwhile answers CONFLICT and nothing is overwritten.
 */
import { Button, Callout, Card, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  OrganisationDocument,
  type OrganisationFieldsFragment,
  UpdateOrganisationDocument,
  ViewerDocument,
} from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';
import { showError, showSuccess } from '../../../shared/toaster';
import { UploadError, uploadFile } from '../../../shared/uploads';
import { graphqlErrorCode, graphqlErrorMessage, graphqlFieldErrors } from '../../certificates/dialogs/graphqlErrors';
import {
  ORGANISATION_FIELDS,
  OrganisationForm,
  type OrganisationErrors,
  type OrganisationFieldName,
  type OrganisationSwitches,
  type OrganisationValues,
} from './OrganisationForm';
import { SettingsPage } from '../SettingsPage';
import { SigningCertificateSection } from './SigningCertificateSection';

/** When the server gives no message of its own. */
export const SAVE_FAILED = 'The organisation settings could not be saved. Please try again.';

const FIELD_NAMES = new Set<string>(ORGANISATION_FIELDS.map((f) => f.name));

/** The form's values from the profile (null → ''). */
export function valuesOf(o: OrganisationFieldsFragment): OrganisationValues {
  return Object.fromEntries(ORGANISATION_FIELDS.map((f) => [f.name, o[f.name] ?? ''])) as OrganisationValues;
}

/** The server's field errors on the form's fields (`logoUploadId` → the logo). */
function formErrors(fieldErrors: Record<string, string>): OrganisationErrors {
  const out: OrganisationErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (FIELD_NAMES.has(field)) out[field as OrganisationFieldName] = message;
    else if (field === 'logoUploadId') out.logo = message;
  }
  return out;
}

/** The Organization Settings screen. spec: access-and-administration §2. */
export function OrganisationSettingsPage() {
  const { formatDate } = useDisplayDate();
  const { data, loading, error, refetch } = useQuery(OrganisationDocument, { fetchPolicy: 'cache-and-network' });
  const [updateOrganisation] = useMutation(UpdateOrganisationDocument, {
    refetchQueries: [{ query: ViewerDocument }],
    update(cache, result) {
      const organisation = result.data?.updateOrganisation.organisation;
      if (organisation) cache.writeQuery({ query: OrganisationDocument, data: { organisation } });
    },
  });
  const [stale, setStale] = useState(false);

  const organisation = data?.organisation;

  async function save(
    values: OrganisationValues,
    logo: File | null,
    switches: OrganisationSwitches,
  ): Promise<OrganisationErrors | undefined> {
    try {
      const logoUploadId = logo ? (await uploadFile(logo, 'image')).id : undefined;
      const input = {
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])),
        digitalDelivery: switches.digitalDelivery,
        ...(logoUploadId ? { logoUploadId } : {}),
        ...(organisation?.updatedAt ? { updatedAt: organisation.updatedAt } : {}),
      } as OrganisationValues & OrganisationSwitches & { logoUploadId?: string; updatedAt?: string };
      const result = await updateOrganisation({ variables: { input } });
      void showSuccess(result.data?.updateOrganisation.message ?? 'Company settings updated successfully');
      setStale(false);
      return undefined;
    } catch (err) {
      if (err instanceof UploadError) {
        void showError(err.message);
        return { logo: err.message };
      }
      void showError(graphqlErrorMessage(err, SAVE_FAILED));
      if (graphqlErrorCode(err) === 'CONFLICT') setStale(true);
      return formErrors(graphqlFieldErrors(err));
    }
  }

  return (
    <SettingsPage
      title="Organization Settings"
      subtitle={
        <>
          The company profile printed on certificates
          {organisation?.updatedAt ? ` · last changed ${formatDate(organisation.updatedAt, true)}` : ''}
        </>
      }
    >
      {stale && (
        <Callout intent={Intent.WARNING} icon="refresh" className="settings-card" title="Changed by someone else">
          <p>Reload the settings to see the latest values, then make your change again.</p>
          <Button
            text="Reload"
            icon="refresh"
            onClick={() => {
              setStale(false);
              void refetch();
            }}
          />
        </Callout>
      )}
      <Card className="settings-card">
        {loading && !data ? (
          <Spinner size={30} />
        ) : error && !data ? (
          <NonIdealState icon="error" title="Could not load the organisation settings" description={error.message} />
        ) : organisation ? (
          <OrganisationForm
            key={organisation.updatedAt ?? 'new'}
            initialValues={valuesOf(organisation)}
            initialSwitches={{ digitalDelivery: organisation.digitalDelivery }}
            logoUrl={organisation.logoUrl ?? null}
            onSubmit={save}
          />
        ) : null}
      </Card>
      <SigningCertificateSection />
    </SettingsPage>
  );
}
