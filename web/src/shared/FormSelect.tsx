/**
 * Blueprint's `HTMLSelect` with an `intent`, which it lacks: an invalid select (`Intent.DANGER`)
 * reads red like an invalid `InputGroup` (app.css "invalid selects") and says so to assistive
 * technology (`aria-invalid`). docs/product.md "Dashboard, register and exports": invalid selects show red like the
 * inputs do. A select inside an invalid `FormGroup` reads red too, by the same stylesheet.
 */
import { Classes, HTMLSelect, type HTMLSelectProps, Intent } from '@blueprintjs/core';

export interface FormSelectProps extends HTMLSelectProps {
  /** `Intent.DANGER` when the field's value is refused. */
  intent?: Intent;
}

/** An `HTMLSelect` that shows its intent. */
export function FormSelect({ intent = Intent.NONE, className, ...props }: FormSelectProps) {
  const invalid = intent === Intent.DANGER;
  return (
    <HTMLSelect
      {...props}
      className={[className, Classes.intentClass(intent)].filter(Boolean).join(' ') || undefined}
      aria-invalid={invalid || undefined}
    />
  );
}
