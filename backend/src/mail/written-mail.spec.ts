import { renderWrittenMail, unknownPlaceholders } from './written-mail.js';

describe('src/mail/written-mail.spec.ts', () => {
  const values = {
    name: 'Ada',
    title: 'Speech at scale',
    slot: '',
    room: '',
    notes: 'Shorten the demo.',
    product: 'LT Days',
    dashboard: 'https://x.example/speaker',
  };

  describe('mail written for many speakers', () => {
    it('fills in each speaker and leaves out paragraphs whose placeholder has no value', () => {
      const mail = renderWrittenMail(
        { subject: 'Accepted: {title}', body: 'Hello {name},\n\n"{title}" is in {product}.\n\nYour slot: {slot}, {room}.\n\nNotes:\n{notes}' },
        values,
      );
      expect(mail).toEqual({ subject: 'Accepted: Speech at scale', text: 'Hello Ada,\n\n"Speech at scale" is in LT Days.\n\nNotes:\nShorten the demo.' });
      expect(renderWrittenMail({ subject: 's', body: 'A\n\nNotes: {notes}' }, { ...values, notes: '' }).text).toBe('A');
    });

    it('names placeholders that do not exist', () => {
      expect(unknownPlaceholders('Hello {name} {nmae} {title} {nmae}')).toEqual(['nmae']);
      expect(unknownPlaceholders('{dashboard}{product}')).toEqual([]);
    });
  });
});
