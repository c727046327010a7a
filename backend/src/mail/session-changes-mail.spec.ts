// The window's mail to someone who both speaks in a changed session and saved another: one mail, both links.
import { sessionChangesMail } from './session-changes-mail.js';

describe('src/mail/session-changes-mail.spec.ts', () => {
  const mail = (lines: { line: string; speaker: boolean }[], language: 'en' | 'de' = 'en') =>
    sessionChangesMail({ to: 'sam@test.example', fullName: 'Sam', lines, productName: 'LT-Summit', publicUrl: 'https://lt.example', language });

  it('addresses a speaker who also saved sessions as both, with a link to each page', () => {
    const sent = mail([
      { line: "Your session 'Talk A' is now in Room 4.", speaker: true },
      { line: "'Talk B' has been cancelled.", speaker: false },
    ]);
    expect(sent.subject).toBe('LT-Summit: changes to your sessions');
    expect(sent.text).toContain("sessions you speak in or saved have changed:\n\n- Your session 'Talk A' is now in Room 4.\n- 'Talk B' has been cancelled.");
    expect(sent.text).toContain('Your speaker page: https://lt.example/speaker\nYour schedule: https://lt.example/dashboard');
    expect(sent.html).toContain('<a href="https://lt.example/speaker">Your speaker page</a>');
  });

  it('keeps the attendee wording for saved sessions only, and speaks of "your sessions" to a speaker only', () => {
    expect(mail([{ line: "'Talk B' has been cancelled.", speaker: false }]).subject).toBe('LT-Summit: a saved session changed');
    const speaking = mail([
      { line: "Your session 'Talk A' is now in Room 4.", speaker: true },
      { line: "Your session 'Talk C' has been cancelled.", speaker: true },
    ]);
    expect(speaking.subject).toBe('LT-Summit: changes to your sessions');
    expect(speaking.text).toContain('your sessions have changed:');
    expect(speaking.text).not.toContain('/dashboard');
  });

  it('writes to a German reader in German, with links to the German pages', () => {
    const sent = mail([{ line: "'Talk B' has been cancelled.", speaker: false }], 'de');
    expect(sent.subject).toBe('LT-Summit: eine gemerkte Session wurde geändert');
    expect(sent.text).toContain('Hallo Sam,');
    expect(sent.text).toContain('https://lt.example/de/dashboard');
    expect(sent.text).toContain('Ihr LT-Summit-Team');
  });
});
