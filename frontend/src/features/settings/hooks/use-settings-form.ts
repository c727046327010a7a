import { useState } from 'react';
import type { AdminConferenceSettings as Settings } from '../api/settings-admin-api';

/** The switches this form edits (the review phase is moved from the committee's tab). */
export type SettingKey =
  'accepting_cfp' | 'accepting_sponsors' | 'feedback_requires_payment' | 'questions_moderated' | 'questions_from_visitors' | 'screens_show_questions';
/** When sessions' questions open and close (issue 47). */
export type QuestionKey = 'questions_open_before_min' | 'questions_close_after_min';
/** When the calls open and close, the edition's days and the venue's time zone (issue 29). */
export type DateKey = 'cfp_opens_at' | 'cfp_closes_at' | 'sponsorship_opens_at' | 'sponsorship_closes_at' | 'event_starts_on' | 'event_ends_on' | 'time_zone';
/** The ticket's price and the currencies (issue 29). */
export type PriceKey = 'ticket_price' | 'ticket_currency' | 'sponsorship_currency';
type FormKey = SettingKey | DateKey | PriceKey | QuestionKey;
const KEYS: FormKey[] = [
  'accepting_cfp',
  'accepting_sponsors',
  'feedback_requires_payment',
  'questions_moderated',
  'questions_from_visitors',
  'screens_show_questions',
  'questions_open_before_min',
  'questions_close_after_min',
  'cfp_opens_at',
  'cfp_closes_at',
  'sponsorship_opens_at',
  'sponsorship_closes_at',
  'event_starts_on',
  'event_ends_on',
  'time_zone',
  'ticket_price',
  'ticket_currency',
  'sponsorship_currency',
];

const same = (a: Settings, b: Settings) => KEYS.every((key) => a[key] === b[key]);

/**
 * The settings form and the server's values, which another admin may change while the form is open. A server change
 * is taken over when this admin has nothing unsaved; otherwise it waits in `incoming` until they load it or save
 * over it, so nobody's edit is silently replaced.
 */
export function useSettingsForm(server: Settings | undefined) {
  const [seen, setSeen] = useState(server);
  /** The server values the draft started from. */
  const [base, setBase] = useState(server);
  const [draft, setDraft] = useState(server);
  const [incoming, setIncoming] = useState<Settings | null>(null);

  // Adjusting state while rendering (not in an effect): the form never shows a frame with the old values.
  if (server !== seen) {
    setSeen(server);
    if (server) {
      if (!draft || !base || same(draft, base) || same(server, draft)) {
        setBase(server);
        setDraft(server);
        setIncoming(null);
      } else {
        setIncoming(same(server, base) ? null : server);
      }
    }
  }

  function take(values: Settings) {
    setBase(values);
    setDraft(values);
    setIncoming(null);
  }

  return {
    values: draft,
    dirty: Boolean(draft && base && !same(draft, base)),
    incoming,
    set<K extends FormKey>(key: K, value: Settings[K]) {
      setDraft((d) => (d ? { ...d, [key]: value } : d));
    },
    /** Drops this admin's unsaved changes for the values another admin saved. */
    loadIncoming() {
      if (incoming) take(incoming);
    },
    /** After a save: the form now matches the server. */
    saved: take,
  };
}
