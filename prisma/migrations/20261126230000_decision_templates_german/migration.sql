-- German versions of the three seeded decision mails (issue 28), so speakers whose account is in German get them in
-- German from the start. Only templates still as seeded (same name, subject and body, no translation yet) get them:
-- a template the organisers already edited or translated keeps what they wrote.
UPDATE "decision_templates" AS t
SET "translations" = jsonb_build_object('de', jsonb_build_object('subject', g.subject_de, 'body', g.body_de))
FROM (VALUES
  ('Acceptance', 'Your proposal was accepted: {title}',
   E'Hello {name},\n\ngood news: your proposal "{title}" has been accepted for {product}.\nPlease confirm in your speaker dashboard that you will give the talk: {dashboard}\n\nYour slot: {slot}, {room}.\n\nNotes from the programme committee:\n{notes}\n\nThe {product} team',
   'Ihr Vorschlag wurde angenommen: {title}',
   E'Hallo {name},\n\nwir freuen uns: Ihr Vorschlag „{title}“ wurde für {product} angenommen.\nBitte bestätigen Sie in Ihrem Bereich für Vortragende, dass Sie den Vortrag halten: {dashboard}\n\nIhr Slot: {slot}, {room}.\n\nAnmerkungen des Programmkomitees:\n{notes}\n\nIhr {product}-Team'),
  ('Rejection', 'Your proposal: {title}',
   E'Hello {name},\n\nthank you for proposing "{title}". We are sorry that we could not include it in this year''s programme.\n\nNotes from the programme committee:\n{notes}\n\nThe {product} team',
   'Ihr Vorschlag: {title}',
   E'Hallo {name},\n\nvielen Dank für Ihren Vorschlag „{title}“. Leider konnten wir ihn nicht in das diesjährige Programm aufnehmen.\n\nAnmerkungen des Programmkomitees:\n{notes}\n\nIhr {product}-Team'),
  ('Rejection, with an invitation to attend', 'Your proposal: {title}',
   E'Hello {name},\n\nthank you for proposing "{title}". The committee received many more strong proposals than it has slots, and yours could not be included this year.\n\nWe would be glad to see you at {product} all the same, and hope you will propose again next year.\n\nNotes from the programme committee:\n{notes}\n\nThe {product} team',
   'Ihr Vorschlag: {title}',
   E'Hallo {name},\n\nvielen Dank für Ihren Vorschlag „{title}“. Das Komitee hat weit mehr starke Einreichungen erhalten, als es Plätze im Programm gibt, und Ihr Vorschlag konnte heuer leider nicht berücksichtigt werden.\n\nWir würden uns trotzdem sehr freuen, Sie bei {product} begrüßen zu dürfen, und hoffen, dass Sie nächstes Jahr wieder einreichen.\n\nAnmerkungen des Programmkomitees:\n{notes}\n\nIhr {product}-Team')
) AS g(name, subject_en, body_en, subject_de, body_de)
WHERE t."name" = g.name AND t."subject" = g.subject_en AND t."body" = g.body_en AND t."translations" = '{}'::jsonb;
