// Lingui's messages in the build: its macros (t, Trans, msg, Plural from @lingui/*/macro) become calls to its runtime,
// with Babel, before Vite's own TypeScript and JSX transform (only files that import a macro go through Babel:
// Lingui's native transform has no package for this platform, and @rolldown/plugin-babel needs Node 22); the
// catalogs (src/locales/<locale>/<area>.po) become their compiled messages.
//
// English, the source language, needs no catalog: a message is named by its English text and carries it, compiled
// like a catalog's (placeholders, plurals), so an English page loads no messages and its code holds no hashed ids;
// every other language's catalog is keyed by the same English text. A message with a context (two meanings of one
// English text) keeps Lingui's hashed id, in the code and in the catalogs alike.
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import type { Plugin } from 'vite';

const USES_MACRO = /@lingui\/(?:core|react)\/macro/;
const CATALOG = /[\\/]locales[\\/]([a-z-]+)[\\/][^\\/]+\.po$/;

/** A message as the runtime reads it: a string, or the compiled message's parts. */
function compiled(message: string): string | unknown[] {
  const parts = compileMessage(message);
  if (typeof parts === 'string') return parts;
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/** What names a message: its English text, or Lingui's id where a context tells two meanings of one text apart. */
const keyOf = (message: string, context?: string) => (context ? generateMessageId(message, context) : message);

/**
 * After the macros: `{ id: <hash>, message: 'Hello {name}' }` and `<Trans id message="…">` are named by their English
 * text (unless they have a context) and carry it compiled; a text without placeholders is its own name and message.
 */
const nameByEnglish = (): PluginObj => {
  /** The new id and message (null: the id says it all), or undefined to leave the descriptor as it is. */
  function rename(id: t.Node | undefined, message: t.Node) {
    if (!t.isStringLiteral(id) || !t.isStringLiteral(message)) return undefined;
    if (id.value !== generateMessageId(message.value)) return { id: id.value, message: compiled(message.value) };
    const english = compiled(message.value);
    return { id: message.value, message: english === message.value ? null : english };
  }
  return {
    visitor: {
      ObjectExpression(path) {
        const prop = (name: string) => path.node.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key, { name }));
        const [id, message] = [prop('id'), prop('message')];
        const renamed = id && message && rename(id.value, message.value);
        if (!renamed) return;
        id.value = t.stringLiteral(renamed.id);
        if (renamed.message === null) path.node.properties.splice(path.node.properties.indexOf(message), 1);
        else message.value = t.valueToNode(renamed.message);
      },
      JSXOpeningElement(path) {
        const attr = (name: string) => path.node.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }));
        const [id, message] = [attr('id'), attr('message')];
        const renamed = id && message && rename(id.value ?? undefined, message.value as t.Node);
        if (!renamed) return;
        id.value = t.stringLiteral(renamed.id);
        if (renamed.message === null) path.node.attributes.splice(path.node.attributes.indexOf(message), 1);
        else message.value = t.jsxExpressionContainer(t.valueToNode(renamed.message));
      },
    },
  };
};

export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !USES_MACRO.test(code)) return null;
      const options = { filename: file, babelrc: false, configFile: false, sourceMaps: true, parserOpts: { plugins: ['typescript', 'jsx'] as never } };
      const expanded = await transformAsync(code, { ...options, plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] });
      if (!expanded?.code) return null;
      const result = await transformAsync(expanded.code, { ...options, inputSourceMap: expanded.map ?? undefined, plugins: [nameByEnglish] });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * A catalog imported by the code (`import { messages } from '…/de/shell.po'`): its translations, compiled and keyed
 * as the code names them. A message without a translation, or one that does not compile, fails the build.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      const locale = file.match(CATALOG)?.[1];
      if (!locale) return null;
      const messages: Record<string, unknown> = {};
      for (const item of PO.parse(code).items) {
        if (item.obsolete) continue;
        const text = item.msgstr.join('');
        if (!text) this.error(`${file}: "${item.msgid}" has no translation`);
        try {
          messages[keyOf(item.msgid, item.msgctxt || undefined)] = compiled(text);
        } catch (error) {
          this.error(`${file}: "${item.msgid}" does not compile: ${(error as Error).message}`);
        }
      }
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, map: null };
    },
  };
}
