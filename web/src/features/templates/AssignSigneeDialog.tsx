/**
 * Assign Signee (spec: access-and-administration §2 "Template Listing", §5 "Assign signee", §8): per
 * signee slot (1..number of signees) a signee (the users whose roles grant signing) and a
 * designation; an empty slot → 'Please enter all the required fields'. A signee may be chosen for
 * only one slot: a signee chosen in one slot is disabled in the others. The current slots are
 * pre-filled; the whole set is replaced. The template's version read here is sent back.
 */
import { Dialog, FormGroup, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  AssignTemplateSigneesDocument,
  TemplateDetailsDocument,
  TemplateFormOptionsDocument,
} from '../../generated/graphql';
import { DialogForm } from '../../shared/DialogForm';
import { showError, showSuccess } from '../../shared/toaster';
import { FormSelect } from '../../shared/FormSelect';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { graphqlErrorMessage, graphqlFieldErrors } from '../certificates/dialogs/graphqlErrors';
import { ENTER_ALL_REQUIRED, incompleteSlots, type SigneeSlot } from './templateRules';

interface AssignSigneeDialogProps {
  /** The template (null: closed). */
  template: { id: string; name: string; noOfSignees: number } | null;
  onClose: () => void;
}

const emptySlots = (count: number): SigneeSlot[] =>
  Array.from({ length: count }, (_, i) => ({ slot: i + 1, userId: '', designation: '' }));

/** Field errors keyed `signees.<index>.userId|designation` → per-slot messages. */
function slotErrors(fieldErrors: Record<string, string>, slots: readonly SigneeSlot[]) {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const match = /^signees\.(\d+)\.(userId|designation)$/.exec(key);
    const slot = match ? slots[Number(match[1])]?.slot : undefined;
    if (match && slot !== undefined) out[`${slot}.${match[2]}`] = message;
  }
  return out;
}

/** The Assign Signee dialog of one template. */
export function AssignSigneeDialog({ template, onClose }: AssignSigneeDialogProps) {
  const isOpen = template !== null;
  const count = template?.noOfSignees ?? 0;
  const [slots, setSlots] = useState<SigneeSlot[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { pending, running, run } = useSubmitOnce();
  const options = useQuery(TemplateFormOptionsDocument, { skip: !isOpen, fetchPolicy: 'cache-first' });
  const detail = useQuery(TemplateDetailsDocument, {
    variables: { id: template?.id ?? '' },
    skip: !isOpen,
    fetchPolicy: 'network-only',
  });
  const [assign] = useMutation(AssignTemplateSigneesDocument);
  const current = detail.data?.template?.signees;

  useEffect(() => {
    if (!isOpen) return;
    const filled = emptySlots(count).map((s) => {
      const existing = current?.find((c) => c.slot === s.slot);
      return existing ? { ...s, userId: existing.user.id, designation: existing.designation } : s;
    });
    setSlots(filled);
    setErrors({});
    setMessage(null);
  }, [isOpen, count, current]);

  const signees = options.data?.formOptions.signees ?? [];

  const update = (slot: number, change: Partial<SigneeSlot>) => {
    setSlots((all) => all.map((s) => (s.slot === slot ? { ...s, ...change } : s)));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[`${slot}.${key}`];
      return next;
    });
    setMessage(null);
  };

  async function submit() {
    if (running() || !template) return;
    const missing = incompleteSlots(slots);
    if (missing.userId.size > 0 || missing.designation.size > 0) {
      const next: Record<string, string> = {};
      for (const slot of missing.userId) next[`${slot}.userId`] = ENTER_ALL_REQUIRED;
      for (const slot of missing.designation) next[`${slot}.designation`] = ENTER_ALL_REQUIRED;
      setErrors(next);
      setMessage(ENTER_ALL_REQUIRED);
      return;
    }
    await run(async () => {
      try {
        const version = detail.data?.template?.version;
        const result = await assign({
          variables: {
            input: {
              templateId: template.id,
              signees: slots.map((s) => ({ slot: s.slot, userId: s.userId, designation: s.designation.trim() })),
              ...(version != null ? { version } : {}),
            },
          },
        });
        void showSuccess(result.data?.assignTemplateSignees.message ?? 'Signees assigned successfully');
        onClose();
      } catch (err) {
        const text = graphqlErrorMessage(err, 'The signees could not be assigned. Please try again.');
        setErrors(slotErrors(graphqlFieldErrors(err), slots));
        setMessage(text);
        void showError(text);
      }
    });
  }

  const loading = (options.loading && !options.data) || (detail.loading && !detail.data);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={pending ? undefined : onClose}
      title="Assign Signee"
      icon="draw"
      className="template-dialog template-dialog--wide"
    >
      <DialogForm
        onSubmit={() => void submit()}
        onCancel={onClose}
        submitText="Assign"
        pending={pending}
        submitDisabled={loading}
      >
        <p className="template-dialog__lead">
          Template <strong>{template?.name}</strong> · {count} signee slot{count === 1 ? '' : 's'}
        </p>
        {loading ? (
          <Spinner size={24} />
        ) : options.error ? (
          <NonIdealState icon="error" title="The signees could not be loaded" description={options.error.message} />
        ) : (
          slots.map((s) => {
            const takenElsewhere = new Set(slots.filter((o) => o.slot !== s.slot && o.userId).map((o) => o.userId));
            const userError = errors[`${s.slot}.userId`];
            const designationError = errors[`${s.slot}.designation`];
            return (
              <fieldset key={s.slot} className="template-slot" aria-label={`Signee ${s.slot}`}>
                <legend className="template-slot__legend">Signee {s.slot}</legend>
                <FormGroup
                  label="Signee"
                  labelFor={`signee-${s.slot}-user`}
                  labelInfo="*"
                  intent={userError ? Intent.DANGER : Intent.NONE}
                  helperText={userError === ENTER_ALL_REQUIRED ? undefined : userError}
                >
                  <FormSelect
                    id={`signee-${s.slot}-user`}
                    fill
                    autoFocus={s.slot === slots[0]?.slot}
                    value={s.userId}
                    intent={userError ? Intent.DANGER : Intent.NONE}
                    onChange={(e) => update(s.slot, { userId: e.currentTarget.value })}
                    disabled={pending}
                  >
                    <option value="">Select Signee</option>
                    {signees.map((u) => (
                      <option key={u.id} value={u.id} disabled={takenElsewhere.has(u.id)}>
                        {u.fullName}
                        {takenElsewhere.has(u.id) ? ' (another slot)' : ''}
                      </option>
                    ))}
                  </FormSelect>
                </FormGroup>
                <FormGroup
                  label="Designation"
                  labelFor={`signee-${s.slot}-designation`}
                  labelInfo="*"
                  intent={designationError ? Intent.DANGER : Intent.NONE}
                  helperText={designationError === ENTER_ALL_REQUIRED ? undefined : designationError}
                >
                  <InputGroup
                    id={`signee-${s.slot}-designation`}
                    value={s.designation}
                    maxLength={100}
                    placeholder="e.g. Chief Executive Officer"
                    intent={designationError ? Intent.DANGER : Intent.NONE}
                    onValueChange={(v) => update(s.slot, { designation: v })}
                    disabled={pending}
                  />
                </FormGroup>
              </fieldset>
            );
          })
        )}
        {message && (
          <p className="template-error" aria-live="polite">
            {message}
          </p>
        )}
      </DialogForm>
    </Dialog>
  );
}
