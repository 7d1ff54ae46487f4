/**
 * The state of a form validated on the client as a courtesy (the server enforces): its values, the
 * messages under the fields — checked again on every change once the form was submitted — and the
 * submission, blocked while pending, whose server field errors replace the client's.
 */
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSubmitOnce } from './useSubmitOnce';

interface ValidatedFormOptions<V, E> {
  initialValues: () => V;
  /** The errors of an untouched form. */
  noErrors: () => E;
  validate: (values: V) => E;
  hasErrors: (errors: E) => boolean;
  /** Saves; resolves with the server's field errors (if any) to show on the form. */
  onSubmit: (values: V) => Promise<E | undefined>;
}

/** A validated form: `values`, `errors`, `pending`, `update(patch)` and the form's `submit` handler. */
export function useValidatedForm<V extends object, E>({
  initialValues,
  noErrors,
  validate,
  hasErrors,
  onSubmit,
}: ValidatedFormOptions<V, E>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<E>(noErrors);
  const [submitted, setSubmitted] = useState(false);
  const { pending, running, run } = useSubmitOnce();

  const update = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running()) return;
    setSubmitted(true);
    const clientErrors = validate(values);
    setErrors(clientErrors);
    if (hasErrors(clientErrors)) return;
    await run(async () => {
      const serverErrors = await onSubmit(values);
      if (serverErrors) setErrors(serverErrors);
    });
  };

  return { values, errors, pending, update, submit };
}
