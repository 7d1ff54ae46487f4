/**
 * The company profile form of Organization Settings with its logo (spec: access-and-administration
 * §2 "Organization Settings", §3 "Company settings"): the fields of §3, a PNG or JPEG logo of at
 * most 2 MB with a preview, client checks as a courtesy (the server checks again and its field
 * messages are shown on the fields), one submission at a time.
 */
import { useEffect, useState } from 'react';
import { Button, FileInput, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { EMAIL } from '../../auth/validateLogin';
import { imageProblem } from '../../../shared/uploads';
import { useFileObjectUrl } from '../../../shared/useFileObjectUrl';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';

/** The editable fields, in the order of the form. */
export const ORGANISATION_FIELDS = [
  { name: 'companyShortName', label: 'Company Short Name', required: true },
  { name: 'companyName', label: 'Company Name', required: true },
  { name: 'rtoCode', label: 'RTO Code' },
  { name: 'contactPerson', label: 'Contact Person' },
  { name: 'contactEmail', label: 'Contact Email', type: 'email' },
  { name: 'companyAddress', label: 'Company Address' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel' },
  { name: 'faxNumber', label: 'Fax Number', type: 'tel' },
  { name: 'postCode', label: 'Post Code' },
  { name: 'title', label: 'Title' },
] as const;

export type OrganisationFieldName = (typeof ORGANISATION_FIELDS)[number]['name'];
export type OrganisationValues = Record<OrganisationFieldName, string>;
/** The organisation's switches (docs/printing.md "Digital delivery"). */
export interface OrganisationSwitches {
  /** E-mail learners their certificate (a 30-day download link) when it is printed. */
  digitalDelivery: boolean;
}

/** The digital delivery switch's label and help (docs/printing.md "Digital delivery"). */
export const DIGITAL_DELIVERY_LABEL = 'Send learners their certificate by e-mail when it is printed';
export const DIGITAL_DELIVERY_HELP =
  'Each learner with an e-mail address gets a link to download their own PDF (valid 30 days) and to the ' +
  'verification page. Every download is recorded in the audit trail.';

/** Field (or `logo`) → message. */
export type OrganisationErrors = Partial<Record<OrganisationFieldName | 'logo', string>>;

/** The server's messages for the same rules (api/src/settings/schemas.ts). */
export const ORGANISATION_MESSAGES = {
  companyShortName: 'Please enter Company Short Name',
  companyName: 'Please enter Company Name',
  contactEmail: 'Please enter a valid email',
} as const;

/** The client's courtesy checks. */
export function validateOrganisation(values: OrganisationValues): OrganisationErrors {
  const errors: OrganisationErrors = {};
  if (!values.companyShortName.trim()) errors.companyShortName = ORGANISATION_MESSAGES.companyShortName;
  if (!values.companyName.trim()) errors.companyName = ORGANISATION_MESSAGES.companyName;
  const email = values.contactEmail.trim();
  if (email && !EMAIL.test(email)) errors.contactEmail = ORGANISATION_MESSAGES.contactEmail;
  return errors;
}

interface OrganisationFormProps {
  initialValues: OrganisationValues;
  /** The switches as read (default: off). */
  initialSwitches?: OrganisationSwitches;
  /** The current logo (`/files/{id}`), or null. */
  logoUrl: string | null;
  /** Saves; resolves the server's field errors, or undefined when saved. */
  onSubmit: (
    values: OrganisationValues,
    logo: File | null,
    switches: OrganisationSwitches,
  ) => Promise<OrganisationErrors | undefined>;
}

/** The Organization Settings form. */
export function OrganisationForm({
  initialValues,
  initialSwitches = { digitalDelivery: false },
  logoUrl,
  onSubmit,
}: OrganisationFormProps) {
  const [values, setValues] = useState(initialValues);
  const [switches, setSwitches] = useState(initialSwitches);
  const [errors, setErrors] = useState<OrganisationErrors>({});
  const [logo, setLogo] = useState<File | null>(null);
  const { pending, running, run } = useSubmitOnce();
  const currentLogo = useFileObjectUrl(logoUrl);
  const chosenLogo = useChosenFileUrl(logo);

  const set = (name: OrganisationFieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (running()) return;
    const found = { ...validateOrganisation(values), ...(logo ? pickLogoError(logo) : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const serverErrors = await onSubmit(values, logo, switches);
      if (serverErrors) setErrors(serverErrors);
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Organisation settings" noValidate>
      <div className="organisation-form__grid">
        {ORGANISATION_FIELDS.map((field) => {
          const id = `organisation-${field.name}`;
          const error = errors[field.name];
          const intent = error ? Intent.DANGER : Intent.NONE;
          return (
            <FormGroup
              key={field.name}
              label={field.label}
              labelFor={id}
              labelInfo={'required' in field && field.required ? '(required)' : undefined}
              intent={intent}
              helperText={error}
            >
              <InputGroup
                id={id}
                type={'type' in field ? field.type : 'text'}
                value={values[field.name]}
                intent={intent}
                disabled={pending}
                onValueChange={(value) => set(field.name, value)}
              />
            </FormGroup>
          );
        })}
        <FormGroup
          className="organisation-form__wide"
          label="Company Logo"
          labelFor="organisation-logo"
          intent={errors.logo ? Intent.DANGER : Intent.NONE}
          helperText={errors.logo ?? 'PNG or JPEG, at most 2 MB. It shows in the header and prints on certificates.'}
        >
          <div className="organisation-logo">
            <div className="organisation-logo__preview">
              {chosenLogo || currentLogo ? (
                <img src={chosenLogo ?? currentLogo ?? undefined} alt={logo ? 'New logo' : 'Current logo'} />
              ) : (
                <span>{logoUrl ? 'Loading…' : 'No logo'}</span>
              )}
            </div>
            <FileInput
              className="settings-file-input"
              text={logo?.name ?? 'Choose a new logo…'}
              hasSelection={logo !== null}
              disabled={pending}
              inputProps={{
                id: 'organisation-logo',
                accept: 'image/png,image/jpeg',
                'aria-label': 'Company logo file',
              }}
              onInputChange={(e) => {
                const chosen = e.currentTarget.files?.[0] ?? null;
                setLogo(chosen);
                setErrors(({ logo: _gone, ...rest }) => (chosen ? { ...rest, ...pickLogoError(chosen) } : rest));
              }}
            />
          </div>
        </FormGroup>
        <FormGroup className="organisation-form__wide" helperText={DIGITAL_DELIVERY_HELP}>
          <Switch
            id="organisation-digitalDelivery"
            label={DIGITAL_DELIVERY_LABEL}
            checked={switches.digitalDelivery}
            disabled={pending}
            onChange={(e) => {
              const digitalDelivery = e.currentTarget.checked;
              setSwitches((s) => ({ ...s, digitalDelivery }));
            }}
          />
        </FormGroup>
      </div>
      <div className="settings-actions">
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={pending} />
      </div>
    </form>
  );
}

/** The logo's courtesy check as a form error. */
function pickLogoError(file: File): OrganisationErrors {
  const problem = imageProblem(file, 'logo');
  return problem ? { logo: problem } : {};
}

/** An object URL previewing a chosen file (revoked when it changes). */
function useChosenFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
