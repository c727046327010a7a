// How a refused request reads: one {loc, msg, type} per refused field (the first rule it breaks), in the words and
// the type names the API has always used (they were class-validator's), so clients' messages stay the same. A
// schema's own message wins; `wording` is the default for the rules that have none.
import type { z } from 'zod';
import type { FieldError } from './api-error.js';

type Path = readonly PropertyKey[];

/** The field a rule is about, told as one element of a list when it is one (`each value in tags`). */
function subject(path: Path, prefix = ''): string {
  const each = typeof path.at(-1) === 'number' ? 'each value in ' : '';
  return each + prefix + String(path.findLast((part) => typeof part === 'string') ?? 'value');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'must be a string',
  number: 'must be an integer number',
  int: 'must be an integer number',
  boolean: 'must be a boolean value',
  array: 'must be an array',
  record: 'must be an object',
};

/** The default message of a broken rule (a zod error map for the whole parse). */
export function wording(issue: z.core.$ZodRawIssue): string | undefined {
  const path = issue.path ?? [];
  const field = subject(path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'object') return `${subject(path, 'nested property ')} must be either object or array`;
      return `${field} ${TYPE_WORDS[issue.expected] ?? `must be ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} must be longer than or equal to ${issue.minimum} characters`;
      if (issue.origin === 'array') return `${field} must contain at least ${issue.minimum} elements`;
      return `${field} must not be less than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be shorter than or equal to ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${field} must contain no more than ${issue.maximum} elements`;
      return `${field} must not be greater than ${issue.maximum}`;
    case 'invalid_value':
      return `${field} must be one of the following values: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? `${field} must match ${issue.pattern} regular expression` : `${field} is not valid`;
    default:
      return `${field} is not valid`;
  }
}

const TYPES: Record<string, string> = {
  string: 'string_type',
  number: 'int_type',
  int: 'int_type',
  boolean: 'bool_type',
  array: 'isArray',
  object: 'nestedValidation',
  record: 'isObject',
};

function typeOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPES[issue.expected] ?? 'type_error';
    case 'too_small':
      return issue.origin === 'string' ? 'min_length' : issue.origin === 'array' ? 'arrayMinSize' : 'greater_than_equal';
    case 'too_big':
      return issue.origin === 'string' ? 'max_length' : issue.origin === 'array' ? 'arrayMaxSize' : 'less_than_equal';
    case 'invalid_value':
      return 'enum';
    case 'invalid_format':
      return issue.format === 'regex' ? 'matches' : 'value_error';
    case 'custom':
      return typeof issue.params?.type === 'string' ? issue.params.type : 'value_error';
    default:
      return 'value_error';
  }
}

/**
 * The refused fields, the first broken rule of each. A list of plain values is refused as a whole (`speaker_ids`,
 * not `speaker_ids.2`); a list of objects names the element (`slots.0`) or its field (`slots.0.startTime`).
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], where: 'body' | 'query'): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const element = typeof issue.path.at(-1) === 'number' && !(issue.code === 'invalid_type' && issue.expected === 'object');
    const path = element ? issue.path.slice(0, -1) : issue.path;
    const loc = [where, ...path.map(String)];
    const key = loc.join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ loc, msg: issue.message, type: typeOf(issue) });
  }
  return errors;
}
