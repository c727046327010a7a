// Translations in and out of the catalogs (src/locales/<locale>/*.po) as JSON, {"English message": "translation"}
// (a message with a context is keyed "context\u0004English message"):
//   node scripts/po-translate.mjs missing de            the messages German still lacks, as JSON on stdout
//   node scripts/po-translate.mjs fill de file.json     fills them in (every catalog of German that has them)
// For translating many messages at once; the catalogs stay the place translators edit. Run `npm run i18n:extract`
// after filling: it writes the catalogs in Lingui's own layout.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

const [command, locale, file] = process.argv.slice(2);
const dir = path.join(import.meta.dirname, '..', 'src', 'locales', locale ?? '');
if (!['missing', 'fill'].includes(command) || !locale) {
  console.error('usage: po-translate.mjs missing <locale> | fill <locale> <file.json>');
  process.exit(2);
}

const catalogs = readdirSync(dir)
  .filter((name) => name.endsWith('.po'))
  .map((name) => ({ file: path.join(dir, name), po: PO.parse(readFileSync(path.join(dir, name), 'utf8')) }));

/** A message's key: its English text, after its context and U+0004 when it has one (as gettext joins them). */
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);

if (command === 'missing') {
  const missing = {};
  for (const { po } of catalogs) for (const item of po.items) if (!item.msgstr.join('')) missing[keyOf(item)] = '';
  console.log(JSON.stringify(missing, null, 2));
} else {
  const translations = JSON.parse(readFileSync(file, 'utf8'));
  let filled = 0;
  for (const { file: out, po } of catalogs) {
    for (const item of po.items) {
      const text = translations[keyOf(item)];
      if (typeof text === 'string' && text) {
        item.msgstr = [text];
        filled++;
      }
    }
    writeFileSync(out, `${po.toString()}\n`);
  }
  console.error(`${filled} messages filled`);
}
