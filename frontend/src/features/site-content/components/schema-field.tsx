import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { emptyValue, humanize, moved, pathKey, withoutNull, type FormSchema } from './form-schema';
import { CHOICES, FIELDS, HINTS } from './field-labels';
import { ImageUploadButton } from './image-upload-button';

/** Fields that hold a picture's address: a photo's url, a logo, a portrait. */
const isImageField = (path: readonly (string | number)[]) => {
  const name = path.at(-1);
  return name === 'image' || name === 'logo_url' || (name === 'url' && path.includes('photos'));
};

interface Props {
  schema: FormSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Where the value sits in the key's value: names the field and finds the server's refusal of it. */
  path: (string | number)[];
  label: string;
  errors: Map<string, string>;
  /** A group drawn without its own frame (a list entry is framed by the list). */
  bare?: boolean;
}

/** One value of a content key, drawn from its schema: a text, a number, a choice, a list or a group of fields. */
export function SchemaField({ schema: given, value, onChange, path, label, errors, bare = false }: Props) {
  const { schema, nullable } = withoutNull(given);
  const error = errors.get(pathKey(path));
  const { i18n } = useLingui();
  const nameOf = (name: string) => (FIELDS[name] ? i18n._(FIELDS[name]) : humanize(name));
  const fieldName = path.at(-1);
  const hint = typeof fieldName === 'string' && HINTS[fieldName] ? i18n._(HINTS[fieldName]) : undefined;
  const [uploadProblem, setUploadProblem] = useState<string>();

  if (schema.type === 'object' && schema.properties) {
    const record = (value ?? {}) as Record<string, unknown>;
    const fields = Object.entries(schema.properties).map(([name, property]) => (
      <SchemaField
        key={name}
        schema={property}
        value={record[name]}
        onChange={(next) => onChange({ ...record, [name]: next })}
        path={[...path, name]}
        label={nameOf(name)}
        errors={errors}
      />
    ));
    if (bare) return <Stack spacing={2}>{fields}</Stack>;
    return (
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {label}
        </Typography>
        <Stack spacing={2}>{fields}</Stack>
      </Box>
    );
  }
  if (schema.type === 'array' && schema.items) return <ListField {...{ schema, value, onChange, path, label, errors }} />;
  if (schema.enum) {
    return (
      <TextField select label={label} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} error={Boolean(error)} helperText={error}>
        {schema.enum.map((option) => (
          <MenuItem key={String(option)} value={String(option)}>
            {CHOICES[String(option)] ? i18n._(CHOICES[String(option)]) : humanize(String(option))}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return (
      <TextField
        type="number"
        label={label}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? (nullable ? null : e.target.value) : Number(e.target.value))}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { min: schema.minimum, step: schema.type === 'integer' ? 1 : 0.01 } }}
      />
    );
  }
  const long = (schema.maxLength ?? 2000) > 200 && String(value ?? '').length > 60;
  if (isImageField(path)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error ?? uploadProblem)}
          helperText={error ?? uploadProblem}
          fullWidth
          slotProps={{ htmlInput: { maxLength: schema.maxLength } }}
        />
        <ImageUploadButton label={label} onUploaded={(url) => (setUploadProblem(undefined), onChange(url))} onFailed={setUploadProblem} />
      </Stack>
    );
  }
  return (
    <TextField
      label={label}
      value={String(value ?? '')}
      onChange={(e) => onChange(nullable && e.target.value === '' ? null : e.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      multiline={long}
      fullWidth
      slotProps={{ htmlInput: { maxLength: schema.maxLength } }}
    />
  );
}

function ListField({ schema, value, onChange, path, label, errors }: Props) {
  const { t } = useLingui();
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  const items = schema.items!;
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  const error = errors.get(pathKey(path));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {list.map((entry, index) => {
          const position = index + 1;
          const entryLabel = `${label} ${position}`;
          return (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={entryLabel}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <SchemaField
                    schema={items}
                    value={entry}
                    onChange={(next) => onChange(list.map((old, i) => (i === index ? next : old)))}
                    path={[...path, index]}
                    label={entryLabel}
                    errors={errors}
                    bare
                  />
                </Box>
                <Stack direction={{ xs: 'column', sm: 'row' }}>
                  <IconButton aria-label={t`Move ${entryLabel} up`} disabled={index === 0} onClick={() => onChange(moved(list, index, -1))}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t`Move ${entryLabel} down`} disabled={index === list.length - 1} onClick={() => onChange(moved(list, index, 1))}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t`Remove ${entryLabel}`} onClick={() => onChange(list.filter((_old, i) => i !== index))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
        {error && (
          <Typography color="error" variant="body2">
            {error}
          </Typography>
        )}
        <Box>
          <Button startIcon={<AddIcon />} disabled={full} onClick={() => onChange([...list, emptyValue(items)])}>
            <Trans>Add to {label}</Trans>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
