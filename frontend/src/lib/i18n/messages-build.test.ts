// How the build names and compiles messages (vite-plugins/lingui-macros.ts): the code carries English and names each
// message by its English text, and another language's catalog is keyed the same way, so an English page needs no
// catalog and a German page finds every translation.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { linguiCatalogs, linguiMacros } from '../../../vite-plugins/lingui-macros';

type Hook = (this: unknown, code: string, id: string) => Promise<{ code: string } | null> | { code: string } | null;
const hook = (plugin: { transform?: unknown }) => plugin.transform as Hook;

const SOURCE = `
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
export const hello = (name) => t\`Hello \${name}\`;
export const plain = () => t\`Schedule\`;
export const venue = () => t({ message: 'Venue', context: 'heading' });
export const Read = () => <Trans>Read <a href="/news">the news</a></Trans>;
`;

const GERMAN = `
msgid "Hello {name}"
msgstr "Hallo {name}"

msgid "Schedule"
msgstr "Programm"

msgctxt "heading"
msgid "Venue"
msgstr "Veranstaltungsort"

msgid "Read <0>the news</0>"
msgstr "Lesen Sie <0>die Neuigkeiten</0>"
`;

async function build() {
  const code = (await hook(linguiMacros()).call({}, SOURCE, '/src/example.tsx'))!.code;
  const errors: string[] = [];
  const catalog = (await hook(linguiCatalogs()).call({ error: (e: string) => errors.push(e) }, GERMAN, '/src/locales/de/example.po'))!.code;
  const messages = JSON.parse(JSON.parse(catalog.match(/JSON\.parse\((.*)\);$/)![1])) as Record<string, unknown>;
  return { code, messages, errors };
}

describe('messages in the build', () => {
  it('names a message by its English text and carries the English compiled; a text without values is its own message', async () => {
    const { code } = await build();
    expect(code).toMatch(/id: "Hello \{name\}",\s*message: \[\s*"Hello ",\s*\[\s*"name"\s*\]\s*\]/);
    expect(code).toMatch(/id: "Schedule"\s*\}/);
    expect(code).not.toMatch(/message: "Schedule"/);
    // Two meanings of one text keep Lingui's hashed id.
    expect(code).toMatch(/id: "[A-Za-z0-9+/]{6}",\s*message: "Venue"/);
    expect(code).toMatch(/id: "Read <0>the news<\/0>"/);
  });

  it('keys another language by the same names, so each message reads in English without a catalog and in German with one', async () => {
    const { code, messages, errors } = await build();
    expect(errors).toEqual([]);
    const venueId = code.match(/id: "([A-Za-z0-9+/]{6})",\s*message: "Venue"/)![1];
    expect(Object.keys(messages).sort()).toEqual(['Hello {name}', 'Read <0>the news</0>', 'Schedule', venueId].sort());

    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    const german = setupI18n({ locale: 'de', messages: { de: messages as never } });
    const hello = { id: 'Hello {name}', message: ['Hello ', ['name']] as never, values: { name: 'Ana' } };
    expect(english._(hello)).toBe('Hello Ana');
    expect(german._(hello)).toBe('Hallo Ana');
    expect(english._({ id: 'Schedule' })).toBe('Schedule');
    expect(german._({ id: 'Schedule' })).toBe('Programm');
    expect(german._({ id: venueId, message: 'Venue' })).toBe('Veranstaltungsort');
  });

  it('fails the build for a message without a translation', async () => {
    const errors: string[] = [];
    await hook(linguiCatalogs()).call({ error: (e: string) => errors.push(e) }, 'msgid "Schedule"\nmsgstr ""\n', '/src/locales/de/x.po');
    expect(errors).toEqual(['/src/locales/de/x.po: "Schedule" has no translation']);
  });
});
