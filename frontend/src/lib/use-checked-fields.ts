import { useRef, useState, type ChangeEvent } from 'react';

interface Rules<V, F extends keyof V & string> {
  /** Prefix of each input's id: `${idPrefix}-${field}`. */
  idPrefix: string;
  initial: V;
  /** Every field's message, in the order the form shows them, so the first one found is the first on screen. */
  validate: (values: V) => Partial<Record<F, string>>;
  validateField: (field: F, values: V) => string | undefined;
}

/**
 * A public form's fields and their checks (the proposal and sponsorship forms, spec section 5). Until the first submit
 * fields are not judged while the user is still typing them; after it, each is checked again when it loses the focus.
 * A submit with errors focuses the first wrong field.
 */
export function useCheckedFields<V extends Record<F, unknown>, F extends keyof V & string>({ idPrefix, initial, validate, validateField }: Rules<V, F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** The props that bind a text field to the form. */
  const field = (name: F) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: Boolean(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      if (attempted) setErrors((current) => ({ ...current, [name]: validateField(name, values) }));
    },
  });

  /** On submit: checks every field; false (and the first wrong field focused) when any is wrong. */
  function checkAll(): boolean {
    setAttempted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return !firstInvalid;
  }

  /** Back to the empty form, judged again only after the next submit. */
  function reset() {
    setValues(initial);
    setErrors({});
    setAttempted(false);
  }

  return { values, setValues, errors, setErrors, field, checkAll, reset, formRef };
}
