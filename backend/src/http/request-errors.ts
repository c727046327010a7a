// How a refused request reads: one {loc, msg, type} per refused field (the first rule it breaks), in the words and
// the type names the API has always used (they were class-validator's), so clients' messages stay the same. A
// schema's own message wins; `wording` is the default for the rules that have none. Each is a catalog message with
// the field and the limit as values (i18n/error-text.ts), so it is said in the request's language.
import { z } from 'zod';
import type { FieldProblem } from './api-error.js';
import { ErrorText, text, type Text } from '../i18n/error-text.js';
import type { Language } from '../i18n/languages.js';

type Path = readonly PropertyKey[];

/** The field a rule is about, told as one element of a list when it is one (`each value in tags`). */
function subject(path: Path, prefix = ''): string {
  const each = typeof path.at(-1) === 'number' ? 'each value in ' : '';
  return each + prefix + String(path.findLast((part) => typeof part === 'string') ?? 'value');
}

/** The default message of a broken rule, with its values. */
export function wordingText(issue: z.core.$ZodRawIssue): ErrorText {
  const path = issue.path ?? [];
  const field = subject(path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'object') return text(/*i18n*/ '{field} must be either object or array', { field: subject(path, 'nested property ') });
      return typeWording(issue.expected, field);
    case 'too_small':
      if (issue.origin === 'string')
        return text(/*i18n*/ '{field} must be longer than or equal to {minimum} characters', { field, minimum: String(issue.minimum) });
      if (issue.origin === 'array') return text(/*i18n*/ '{field} must contain at least {minimum} elements', { field, minimum: String(issue.minimum) });
      return text(/*i18n*/ '{field} must not be less than {minimum}', { field, minimum: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return text(/*i18n*/ '{field} must be shorter than or equal to {maximum} characters', { field, maximum: String(issue.maximum) });
      if (issue.origin === 'array') return text(/*i18n*/ '{field} must contain no more than {maximum} elements', { field, maximum: String(issue.maximum) });
      return text(/*i18n*/ '{field} must not be greater than {maximum}', { field, maximum: String(issue.maximum) });
    case 'invalid_value':
      return text(/*i18n*/ '{field} must be one of the following values: {values}', { field, values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      if (issue.format === 'regex') return text(/*i18n*/ '{field} must match {pattern} regular expression', { field, pattern: String(issue.pattern) });
      return text(/*i18n*/ '{field} is not valid', { field });
    default:
      return text(/*i18n*/ '{field} is not valid', { field });
  }
}

function typeWording(expected: string, field: string): ErrorText {
  switch (expected) {
    case 'string':
      return text(/*i18n*/ '{field} must be a string', { field });
    case 'number':
    case 'int':
      return text(/*i18n*/ '{field} must be an integer number', { field });
    case 'boolean':
      return text(/*i18n*/ '{field} must be a boolean value', { field });
    case 'array':
      return text(/*i18n*/ '{field} must be an array', { field });
    case 'record':
      return text(/*i18n*/ '{field} must be an object', { field });
    default:
      return text(/*i18n*/ '{field} must be {expected}', { field, expected });
  }
}

/** A rule zod words itself (site content's documents): said by zod's own locale for the language. */
class ZodWording extends ErrorText {
  constructor(private readonly issue: z.core.$ZodRawIssue) {
    super('');
  }

  override say(language: Language): string {
    const said = z.locales[language]().localeError(this.issue);
    return (typeof said === 'string' ? said : said?.message) ?? this.issue.message ?? '';
  }
}

/** Zod's own default messages for one parse, remembered like `wordingFor`'s (the words clients have always read). */
export function zodWordingFor(said: Map<string, ErrorText>) {
  return (issue: z.core.$ZodRawIssue): string => {
    const message = new ZodWording(issue);
    const english = message.say('en');
    said.set(english, message);
    return english;
  };
}

/**
 * Default messages for one parse (a zod error map): zod keeps a message as text, so each is remembered with its
 * catalog message under its English, for `fieldErrors` to hand on.
 */
export function wordingFor(said: Map<string, ErrorText>) {
  return (issue: z.core.$ZodRawIssue): string => {
    const message = wordingText(issue);
    const english = message.say('en');
    said.set(english, message);
    return english;
  };
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
export function fieldErrors(issues: readonly z.core.$ZodIssue[], where: 'body' | 'query', said = new Map<string, ErrorText>()): FieldProblem[] {
  const seen = new Set<string>();
  const errors: FieldProblem[] = [];
  for (const issue of issues) {
    const element = typeof issue.path.at(-1) === 'number' && !(issue.code === 'invalid_type' && issue.expected === 'object');
    const path = element ? issue.path.slice(0, -1) : issue.path;
    const loc = [where, ...path.map(String)];
    const key = loc.join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    const msg: Text = said.get(issue.message) ?? issue.message;
    errors.push({ loc, msg, type: typeOf(issue) });
  }
  return errors;
}
