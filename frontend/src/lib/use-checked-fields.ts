import { useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@/types/api';
import { useCurrentUser } from './session';

interface Rules<V, F extends keyof V & string> {
  /** Prefix of each input's id: `${idPrefix}-${field}`. */
  idPrefix: string;
  initial: V;
  /** Every field's message, in the order the form shows them, so the first one found is the first on screen. */
  validate: (values: V) => Partial<Record<F, string>>;
  validateField: (field: F, values: V) => string | undefined;
  /**
   * What the signed-in account already knows (its name, its address), by field: filled into those fields while they
   * are empty, so a signed-in person is not asked again for it (WCAG 3.3.7). They can still change it.
   */
  fromAccount?: (user: User) => Partial<V>;
}

/** `values` with the empty ones of `known`'s fields filled in. */
function withKnown<V>(values: V, known: Partial<V>): V {
  const filled = { ...values };
  for (const name of Object.keys(known) as (keyof V)[]) {
    if (filled[name] === '' && known[name] !== undefined) filled[name] = known[name] as V[keyof V];
  }
  return filled;
}

/**
 * A public form's fields and their checks (the proposal and sponsorship forms, spec section 5). Until the first submit
 * fields are not judged while the user is still typing them; after it, each is checked again when it loses the focus.
 * A submit with errors focuses the first wrong field.
 */
export function useCheckedFields<V extends Record<F, unknown>, F extends keyof V & string>({
  idPrefix,
  initial,
  validate,
  validateField,
  fromAccount,
}: Rules<V, F>) {
  const user = useCurrentUser();
  const known = (account: User | null): Partial<V> => (account && fromAccount ? fromAccount(account) : {});
  const [values, setValues] = useState(() => withKnown(initial, known(user)));
  // The session check may end after the form first shows (or someone signs in beside it): fill in then, once per account.
  // A server-rendered form (/cfp, /sponsorship) hydrates for nobody: the store's first state is the server's
  // (main.tsx), so this never fills in during hydration.
  const [filledFor, setFilledFor] = useState(user?.id ?? null);
  if (user && fromAccount && filledFor !== user.id) {
    setFilledFor(user.id);
    setValues((current) => withKnown(current, known(user)));
  }
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

  /** Back to the empty form (with what the account knows), judged again only after the next submit. */
  function reset() {
    setValues(withKnown(initial, known(user)));
    setErrors({});
    setAttempted(false);
  }

  return { values, setValues, errors, setErrors, field, checkAll, reset, formRef };
}
