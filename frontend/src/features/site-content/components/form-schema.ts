// The Site tab's forms are drawn from the content's JSON Schema (GET /api/admin/site-content/schema): what a value
// is (text, number, choice, list, group), whether it may be left empty, and what a new list entry starts as.

export interface FormSchema {
  type?: string;
  anyOf?: FormSchema[];
  enum?: readonly (string | number)[];
  items?: FormSchema;
  properties?: Record<string, FormSchema>;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  minimum?: number;
  format?: string;
}

/** The schema without its "or null", and whether null was allowed. */
export function withoutNull(schema: FormSchema): { schema: FormSchema; nullable: boolean } {
  const options = schema.anyOf;
  if (!options) return { schema, nullable: false };
  const rest = options.filter((s) => s.type !== 'null');
  return { schema: rest[0] ?? {}, nullable: rest.length < options.length };
}

/** What a new list entry starts as: empty texts, the smallest number, the first choice, empty lists. */
export function emptyValue(schema: FormSchema): unknown {
  const { schema: inner, nullable } = withoutNull(schema);
  if (nullable) return null;
  if (inner.enum) return inner.enum[0];
  switch (inner.type) {
    case 'object':
      return Object.fromEntries(Object.entries(inner.properties ?? {}).map(([name, property]) => [name, emptyValue(property)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(0, inner.minimum ?? 0);
    default:
      return '';
  }
}

/** 'date_label' -> 'Date label'. */
export const humanize = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' ');

/** A field's path as the server names it in a refusal (['hotels', '0', 'url'] under body.value). */
export const pathKey = (path: readonly (string | number)[]) => path.join('.');

/** Moves the entry at `from` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to], copy[from]];
  return copy;
}
