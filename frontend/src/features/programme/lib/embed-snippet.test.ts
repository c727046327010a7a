import { describe, expect, it } from 'vitest';
import { frameSnippet, scriptSnippet } from './embed-snippet';

const SITE = 'https://conference.example';

describe('scriptSnippet', () => {
  it('names only the filters chosen', () => {
    expect(scriptSnippet(SITE, { day: '', room: '' })).toBe(
      '<div data-conference-schedule></div>\n<script src="https://conference.example/widget.js" async></script>',
    );
    expect(scriptSnippet(SITE, { day: '2025-11-18', room: 'Hall A' })).toBe(
      '<div data-conference-schedule data-day="2025-11-18" data-room="Hall A"></div>\n<script src="https://conference.example/widget.js" async></script>',
    );
  });

  it("names the language chosen, none for the page's own", () => {
    expect(scriptSnippet(SITE, { day: '', room: 'Hall A', lang: 'de' })).toBe(
      '<div data-conference-schedule data-room="Hall A" data-lang="de"></div>\n<script src="https://conference.example/widget.js" async></script>',
    );
    expect(scriptSnippet(SITE, { day: '', room: '', lang: '' })).toContain('<div data-conference-schedule></div>');
  });

  it('keeps a room name inside its attribute', () => {
    expect(scriptSnippet(SITE, { day: '', room: 'Hall "A" & <B>' })).toContain('data-room="Hall &quot;A&quot; &amp; &lt;B>"');
  });
});

describe('frameSnippet', () => {
  it('puts the filters in the page address', () => {
    expect(frameSnippet(SITE, { day: '', room: '' })).toContain('src="https://conference.example/embed/schedule"');
    expect(frameSnippet(SITE, { day: '2025-11-18', room: 'Hall A & B' })).toContain(
      'src="https://conference.example/embed/schedule?day=2025-11-18&amp;room=Hall+A+%26+B"',
    );
    expect(frameSnippet(SITE, { day: '', room: '', lang: 'de' })).toContain('src="https://conference.example/embed/schedule?lang=de"');
  });
});
