// The home page's Featured Speakers (spec: at most 6, chosen randomly when more exist, and the count for 'View All
// Speakers (N)'). A fresh random pick per request would mean building and compressing per request, so each version
// of the speakers gets a handful of random picks, built once, and every request is handed one of them. Each pick is
// its own representation with its own ETag (`v12-s3`); a client revalidating the pick it holds keeps it (304).
import { notModified, represent, type Representation } from './representation.js';
import type { PublicReadModel } from './public-read-model.service.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';

const FEATURED_SPEAKERS = 6;
/** Random picks kept per version of the speakers. */
const PICKS = 8;

/** `count` distinct items in random order (a partial Fisher-Yates on a copy). */
function randomPick<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

export class FeaturedSpeakers {
  private readonly built = new Map<Language, { version: number; picks: Promise<Representation[]> }>();

  constructor(private readonly model: PublicReadModel) {}

  /** The pick this client already holds (If-None-Match names it), else a random one. */
  async pick(ifNoneMatch: string | undefined, language: Language = DEFAULT_LANGUAGE): Promise<Representation> {
    const picks = await this.picks(language);
    const held = ifNoneMatch ? picks.find((rep) => notModified(ifNoneMatch, rep)) : undefined;
    return held ?? picks[Math.floor(Math.random() * picks.length)];
  }

  private picks(language: Language): Promise<Representation[]> {
    const version = this.model.versionOf(['speakers'], language);
    const held = this.built.get(language);
    if (held?.version === version) return held.picks;
    const bodies = this.model.bodies('speakers', language);
    const tag = `v${version}${language === DEFAULT_LANGUAGE ? '' : `.${language}`}`;
    const body = (shown: string[]) => `{"speakers":[${shown.join(',')}],"total":${bodies.length}}`;
    const json = 'application/json; charset=utf-8';
    // Six or fewer: all of them, in list order, as one representation.
    const picks =
      bodies.length <= FEATURED_SPEAKERS
        ? Promise.all([represent(tag, body(bodies), json)])
        : Promise.all(Array.from({ length: PICKS }, (_, i) => represent(`${tag}-s${i}`, body(randomPick(bodies, FEATURED_SPEAKERS)), json)));
    const built = { version, picks };
    picks.catch(() => {
      if (this.built.get(language) === built) this.built.delete(language);
    });
    this.built.set(language, built);
    return picks;
  }
}
