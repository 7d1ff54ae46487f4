/**
 * Add Template (spec: access-and-administration §2 "Template Listing", §5 "Template", §8): name,
 * number of signees (1 to 10, default 1), the skip signing flag, optional validity and a PDF (PDF
 * only, at most 10 MB). The PDF goes through `POST /files/uploads?purpose=template` with a progress
 * bar, then `createTemplate` takes its upload id; the dialog then shows which expected fields the PDF
 * has and lacks (docs/product.md "Administration": known before the first print). Double submission is blocked.
 */
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  InputGroup,
  Intent,
  ProgressBar,
} from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CreateTemplateDocument, type CreateTemplateMutation, TemplateListDocument } from '../../generated/graphql';
import { DialogForm } from '../../shared/DialogForm';
import { FormSelect } from '../../shared/FormSelect';
import { showError, showSuccess } from '../../shared/toaster';
import { UploadError, uploadFile } from '../../shared/uploads';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { graphqlErrorMessage, graphqlFieldErrors } from '../certificates/dialogs/graphqlErrors';
import { FormDateInput } from '../certificates/request/FormDateInput';
import {
  type AddTemplateErrors,
  type AddTemplateValues,
  MAX_SIGNEES,
  MIN_SIGNEES,
  templateFileProblem,
  validateAddTemplate,
} from './templateRules';
import { TemplateComplianceChecks } from './TemplateComplianceChecks';
import { TemplateFieldsReport } from './TemplateFieldsReport';

const EMPTY: AddTemplateValues = {
  name: '',
  noOfSignees: 1,
  skipSign: false,
  validFrom: null,
  validTo: null,
  file: null,
};

const SIGNEE_COUNTS = Array.from({ length: MAX_SIGNEES - MIN_SIGNEES + 1 }, (_, i) => MIN_SIGNEES + i);

/** Server field errors (CreateTemplateInput names) on the dialog's fields. */
function toFormErrors(fieldErrors: Record<string, string>): AddTemplateErrors {
  const out: AddTemplateErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (field === 'name' || field === 'noOfSignees' || field === 'validFrom') out[field] = message;
    else if (field === 'validTo') out.validFrom ??= message;
    else if (field === 'uploadId') out.file = message;
  }
  return out;
}

type Created = CreateTemplateMutation['createTemplate'];

interface AddTemplateDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called once a template was created (the listing is refetched; e.g. go back to page 1). */
  onCreated?: (created: Created) => void;
}

/** The Add Template dialog; after creating it shows the PDF's field report until closed. */
export function AddTemplateDialog({ isOpen, onClose, onCreated }: AddTemplateDialogProps) {
  const [values, setValues] = useState<AddTemplateValues>(EMPTY);
  const [errors, setErrors] = useState<AddTemplateErrors>({});
  const { pending, running, run } = useSubmitOnce();
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [createTemplate] = useMutation(CreateTemplateDocument, { refetchQueries: [TemplateListDocument] });

  useEffect(() => {
    if (isOpen) {
      setValues(EMPTY);
      setErrors({});
      setProgress(null);
      setCreated(null);
    }
  }, [isOpen]);

  const set = <K extends keyof AddTemplateValues>(key: K, value: AddTemplateValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const chooseFile = (file: File | null) => {
    set('file', file);
    const problem = file ? templateFileProblem(file) : null;
    if (problem) setErrors((e) => ({ ...e, file: problem }));
  };

  async function submit() {
    if (running()) return;
    const found = validateAddTemplate(values);
    setErrors(found);
    const file = values.file;
    if (Object.keys(found).length > 0 || !file) return;
    setProgress(0);
    await run(async () => {
      try {
        const upload = await uploadFile(file, 'template', setProgress);
        const result = await createTemplate({
          variables: {
            input: {
              name: values.name.trim(),
              noOfSignees: values.noOfSignees,
              skipSign: values.skipSign,
              uploadId: upload.id,
              ...(values.validFrom ? { validFrom: values.validFrom } : {}),
              ...(values.validTo ? { validTo: values.validTo } : {}),
            },
          },
        });
        const payload = result.data?.createTemplate;
        if (payload) {
          setCreated(payload);
          void showSuccess(payload.message);
          onCreated?.(payload);
        }
      } catch (err) {
        setProgress(null);
        if (err instanceof UploadError) {
          setErrors({ file: err.message });
          void showError(err.message);
          return;
        }
        setErrors(toFormErrors(graphqlFieldErrors(err)));
        void showError(graphqlErrorMessage(err, 'The template could not be created. Please try again.'));
      }
    });
  }

  const intentOf = (field: keyof AddTemplateErrors) => (errors[field] ? Intent.DANGER : Intent.NONE);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title={created ? 'Template added' : 'Add Template'}
      icon={created ? 'tick-circle' : 'add'}
      className="template-dialog"
    >
      {created ? (
        <>
          {/* focusable: the field report and the compliance checks may scroll (axe scrollable-region-focusable) */}
          <DialogBody tabIndex={0}>
            <p className="template-dialog__lead">
              <strong>{created.template.name}</strong> was added with {created.template.noOfSignees} signee
              {created.template.noOfSignees === 1 ? '' : 's'}. Check its form fields before the first print:
            </p>
            <TemplateFieldsReport found={created.fields.found} missing={created.fields.missing} />
            {created.template.complianceChecks && (
              <section aria-label="Standards for RTOs 2025" className="template-dialog__assigned">
                <h4 className="template-fields__title">Compliance Checks (Standards for RTOs 2025)</h4>
                <TemplateComplianceChecks checks={created.template.complianceChecks} />
              </section>
            )}
          </DialogBody>
          <DialogFooter actions={<Button text="Close" intent={Intent.PRIMARY} onClick={onClose} />} />
        </>
      ) : (
        <DialogForm onSubmit={() => void submit()} onCancel={onClose} submitText="Add Template" pending={pending}>
          <FormGroup
            label="Template Name"
            labelFor="template-name"
            labelInfo="*"
            intent={intentOf('name')}
            helperText={errors.name}
          >
            <InputGroup
              id="template-name"
              autoFocus
              value={values.name}
              maxLength={100}
              intent={intentOf('name')}
              onValueChange={(v) => set('name', v)}
              disabled={pending}
            />
          </FormGroup>
          <div className="template-dialog__row">
            <FormGroup
              label="Number of Signees"
              labelFor="template-signees"
              labelInfo="*"
              intent={intentOf('noOfSignees')}
              helperText={errors.noOfSignees}
            >
              <FormSelect
                id="template-signees"
                value={values.noOfSignees}
                intent={intentOf('noOfSignees')}
                options={SIGNEE_COUNTS}
                onChange={(e) => set('noOfSignees', Number(e.currentTarget.value))}
                disabled={pending}
              />
            </FormGroup>
            <FormGroup label="Signing" labelFor="template-skip-sign" className="template-dialog__skip">
              <Checkbox
                id="template-skip-sign"
                label="Skip signing (approval also signs)"
                checked={values.skipSign}
                onChange={(e) => set('skipSign', e.currentTarget.checked)}
                disabled={pending}
              />
            </FormGroup>
          </div>
          <div className="template-dialog__row">
            <FormGroup
              label="Valid From"
              labelFor="template-valid-from"
              labelInfo="(optional)"
              intent={intentOf('validFrom')}
              helperText={errors.validFrom}
            >
              <FormDateInput
                id="template-valid-from"
                value={values.validFrom}
                onChange={(v) => set('validFrom', v)}
                intent={errors.validFrom ? 'danger' : undefined}
              />
            </FormGroup>
            <FormGroup label="Valid To" labelFor="template-valid-to" labelInfo="(optional)">
              <FormDateInput id="template-valid-to" value={values.validTo} onChange={(v) => set('validTo', v)} />
            </FormGroup>
          </div>
          <FormGroup
            label="Template PDF"
            labelFor="template-file"
            labelInfo="*"
            intent={intentOf('file')}
            helperText={errors.file ?? 'A PDF of at most 10 MB and 2 pages, with form fields where data goes.'}
          >
            <FileInput
              fill
              text={values.file?.name ?? 'Choose a PDF file…'}
              hasSelection={!!values.file}
              buttonText="Browse"
              disabled={pending}
              inputProps={{
                id: 'template-file',
                accept: 'application/pdf,.pdf',
                'aria-label': 'Template PDF',
                onChange: (e) => chooseFile(e.currentTarget.files?.[0] ?? null),
              }}
            />
          </FormGroup>
          {progress !== null && (
            <div className="template-dialog__progress" role="status" aria-label="Upload progress">
              <ProgressBar value={progress} intent={Intent.PRIMARY} animate={progress < 1} stripes={progress < 1} />
              <span className="template-muted">
                {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Reading the PDF’s fields…'}
              </span>
            </div>
          )}
          {values.skipSign && (
            <Callout compact intent={Intent.PRIMARY} icon="info-sign">
              Certificates of this template are signed when they are approved (“Approve and Sign”).
            </Callout>
          )}
        </DialogForm>
      )}
    </Dialog>
  );
}
