// Refusals in the request's language (issue 28): English exactly as the API has always worded it, German from the
// catalog; and every error text the code raises is a catalog message (so the catalog test holds it translated).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import ts from 'typescript';
import { fixedText, requestLanguage, say, text } from './error-text.js';

describe('src/i18n/error-text.spec.ts', () => {
  it('says a message with values in English as written, and in German from the catalog', () => {
    const deleted = text(
      "''{title}'' was deleted, so your {kind, select, edit {edit} other {move}} cannot be {direction, select, undo {undone} other {redone}}",
      { title: "Kim's {talk}", kind: 'move', direction: 'redo' },
    );
    expect(say(deleted, 'en')).toBe("'Kim's {talk}' was deleted, so your move cannot be redone");
    expect(say(deleted, 'de')).toBe("„Kim's {talk}“ wurde gelöscht, daher kann Ihre Verschiebung nicht wiederhergestellt werden");
    const placeholders = text("Unknown placeholder {unknown}: use '{name}', '{title}', '{slot}', '{room}', '{notes}', '{product}' or '{dashboard}'", {
      unknown: '{x}',
    });
    expect(String(placeholders)).toBe('Unknown placeholder {x}: use {name}, {title}, {slot}, {room}, {notes}, {product} or {dashboard}');
  });

  it('finds a fixed text by its English: plain ones in the catalog, schema ones with their values; others stay as written', () => {
    expect(say('Session not found', 'de')).toBe('Session nicht gefunden');
    expect(say('Session not found', 'en')).toBe('Session not found');
    expect(say('slots must be a list of {startTime, endTime}', 'de')).toBe('slots muss eine Liste von {startTime, endTime} sein');
    const english = fixedText('{field} is required', { field: 'title' });
    expect(english).toBe('title is required');
    expect(say(english, 'de')).toBe('title ist erforderlich');
    expect(say('Something nobody catalogued', 'de')).toBe('Something nobody catalogued');
  });

  it('reads the language from ?lang= first, then Accept-Language', () => {
    expect(requestLanguage({ query: { lang: 'de' }, headers: { 'accept-language': 'en' } })).toBe('de');
    expect(requestLanguage({ query: { lang: 'xx' }, headers: { 'accept-language': 'de-AT' } })).toBe('de');
    expect(requestLanguage({ headers: {} })).toBe('en');
  });

  // Where the code raises a text a client reads: an exception's message or detail, a refused field's msg, a schema's
  // error, the validation helpers' messages. Each must be a catalog message: a literal there (or a constant it names)
  // must be one of the catalog's ids, and a template literal (English put together from pieces) is refused.
  const MESSAGE_ARGUMENT: Record<string, number> = {
    fieldError: 2,
    invalid: 1,
    badQuery: 1,
    queryError: 1,
    typeError: 0,
    requiredText: 0,
    emailAddress: 0,
    isoDateTime: 0,
    optionalWebAddress: 0,
    optionalText: 1,
    text: 0,
    fixedText: 0,
  };
  const SCHEMA_RULES = new Set(['min', 'max', 'refine', 'regex', 'length']);
  // The configuration's start-up errors are for the operator's log, not a client.
  const NOT_REFUSALS = new Set(['config/config.ts']);

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
      return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
    });
  }

  function errorTexts(file: string, source: ts.SourceFile) {
    const found: { node: ts.Expression; where: string }[] = [];
    const consts = new Map<string, ts.Expression>();
    const names: string[] = [];
    const add = (node: ts.Expression | undefined) => {
      if (!node) return;
      if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(add);
      if (ts.isIdentifier(node)) return names.push(node.text);
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ node, where: `${file}:${line + 1}` });
    };
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) consts.set(node.name.text, node.initializer);
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Exception$|^TooManyAttempts$/.test(node.expression.text)) {
        const first = node.arguments?.[0];
        if (first && ts.isObjectLiteralExpression(first))
          add(first.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === 'detail')?.initializer);
        else add(first);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text in MESSAGE_ARGUMENT) add(node.arguments[MESSAGE_ARGUMENT[callee.text]]);
        const rule = ts.isPropertyAccessExpression(callee) && SCHEMA_RULES.has(callee.name.text) ? node.arguments[1] : undefined;
        if (rule && (ts.isStringLiteralLike(rule) || ts.isTemplateExpression(rule))) add(rule);
      }
      if (ts.isPropertyAssignment(node) && ['msg', 'error', 'detail'].includes(node.name.getText(source))) {
        const value = node.initializer;
        if (ts.isStringLiteralLike(value) || ts.isTemplateExpression(value) || ts.isConditionalExpression(value)) add(value);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    // A constant the file names as an error text is checked where it is written, if it is written here.
    for (const name of names) {
      const value = consts.get(name);
      if (value && (ts.isStringLiteralLike(value) || ts.isTemplateExpression(value))) add(value);
    }
    return found;
  }

  it('raises only texts that are in the catalog', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const catalog = new Set(PO.parse(readFileSync(path.resolve(src, '..', 'locales', 'en', 'messages.po'), 'utf8')).items.map((item) => item.msgid));
    const problems: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(src)) {
      const relative = path.relative(src, file);
      if (NOT_REFUSALS.has(relative)) continue;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const { node, where } of errorTexts(relative, source)) {
        if (ts.isTemplateExpression(node)) problems.push(`${where}: put together from pieces; use text('…', values)`);
        else if (ts.isStringLiteralLike(node)) {
          checked++;
          if (!catalog.has(node.text)) problems.push(`${where}: '${node.text}' is not in the catalog (mark it and run npm run i18n:extract -w frontend)`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  /** The names a compiled message formats (`{name}`, `{count, plural, ...}` and those inside its choices). */
  function argumentNames(tokens: unknown, into = new Set<string>()): Set<string> {
    if (!Array.isArray(tokens)) return into;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, Record<string, unknown>?];
      into.add(name);
      for (const choice of Object.values(choices ?? {})) argumentNames(choice, into);
    }
    return into;
  }

  // A fixed text whose braces are literal: English sends it as written, German quotes them ('{…}').
  const LITERAL_BRACES = new Set(['slots must be a list of {startTime, endTime}']);

  it('has German messages that compile and format the same values as their English', () => {
    const dir = path.resolve(import.meta.dirname, '..', '..', 'locales');
    const wrong = PO.parse(readFileSync(path.join(dir, 'de', 'messages.po'), 'utf8'))
      .items.filter((item) => {
        if (LITERAL_BRACES.has(item.msgid)) return false;
        const names = (message: string) => [...argumentNames(compileMessage(message))].sort().join();
        return names(item.msgid) !== names(item.msgstr.join(''));
      })
      .map((item) => item.msgid);
    expect(wrong).toEqual([]);
  });
});
