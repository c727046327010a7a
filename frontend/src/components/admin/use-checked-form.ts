import { useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A console dialog's values and the messages of its last check (spec section 5: checked before anything is sent).
 * Editing a field clears its message; `checkAll` checks every field again and says whether all passed.
 */
export function useCheckedForm<V extends object>(initial: () => V, check: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function checkAll(): boolean {
    const found = check(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return { values, errors, set, checkAll };
}
