// The audit's results as the accessibility statement shows them (issue 49). known-gaps.json is kept by the audit
// (frontend/e2e/wcag-audit.spec.ts): `violations` is exactly what axe finds under the WCAG 2.2 AA tags on the audited
// pages (the spec fails when it finds one not listed, or no longer finds one listed); `not_checked` is what the audit
// does not cover yet, so the statement says so rather than claim it is met.
import gaps from './known-gaps.json';

/** A text in both of the site's languages: these entries are data, not messages of the code. */
export interface BothLanguages {
  en: string;
  de: string;
}

export interface Violation {
  /** axe's rule id. */
  rule: string;
  /** The WCAG success criterion it fails ('1.4.3'). */
  criterion: string;
  /** The audited pages it occurs on, by their English address. */
  pages: string[];
  description: BothLanguages;
  /** Why it is not fixed yet. */
  reason: BothLanguages;
}

export interface NotChecked {
  criteria: string;
  area: BothLanguages;
  description: BothLanguages;
}

export interface KnownGaps {
  /** When the audit last ran over the site and this list was brought in line with it (YYYY-MM-DD). */
  reviewed_on: string;
  violations: Violation[];
  not_checked: NotChecked[];
}

export const KNOWN_GAPS: KnownGaps = gaps;

/** Conformant only with nothing failing and nothing left unchecked (the EU model statement's three states). */
export const conformance = (known: KnownGaps): 'full' | 'partial' => (known.violations.length || known.not_checked.length ? 'partial' : 'full');

/** The text in the page's language, English for any other. */
export const inLanguage = (text: BothLanguages, locale: string): string => (locale === 'de' ? text.de : text.en);
