import TextField from '@mui/material/TextField';
import type { FieldErrors } from './use-checked-form';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export interface TextFieldSpec<K extends string> {
  key: K;
  label: MessageDescriptor;
  maxLength: number;
  /** Set for a multi-line field: the rows it shows at first. */
  rows?: number;
  type?: string;
  placeholder?: string;
  required?: boolean;
  /** A hint below the field, shown while it has no message. */
  helper?: MessageDescriptor;
}

interface Props<K extends string> {
  fields: readonly TextFieldSpec<K>[];
  values: Record<K, string>;
  errors: FieldErrors<Record<K, string>>;
  onChange: (key: K, value: string) => void;
}

/** A form's plain text fields (the console's dialogs, the speaker's own profile), each with its message from the last check. */
export function AdminTextFields<K extends string>({ fields, values, errors, onChange }: Props<K>) {
  const { i18n } = useLingui();
  return fields.map(({ key, label, maxLength, rows, type, placeholder, required, helper }) => (
    <TextField
      key={key}
      name={key}
      label={i18n._(label)}
      type={type}
      required={required}
      placeholder={placeholder}
      value={values[key]}
      onChange={(e) => onChange(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? (helper ? i18n._(helper) : undefined)}
      multiline={Boolean(rows)}
      minRows={rows}
      slotProps={{ htmlInput: { maxLength } }}
    />
  ));
}
