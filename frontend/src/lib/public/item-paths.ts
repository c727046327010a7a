// The addresses of single items (issue 30): every session, speaker and article has a page, `/sessions/12`, which a
// slug of its title or name may follow for people reading the link (`/sessions/12-opening-keynote`). The id alone
// decides what the page shows, so a renamed session keeps its address; the canonical address is the id's.

/** What a title reads as in an address: lower case ASCII words joined by hyphens, at most 60 characters. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

const withSlug = (base: string, id: number, text: string) => {
  const slug = slugOf(text);
  return slug ? `${base}/${id}-${slug}` : `${base}/${id}`;
};

export const sessionPath = (session: { id: number; title: string }) => withSlug('/sessions', session.id, session.title);
export const speakerPath = (speaker: { id: number; name: string }) => withSlug('/speakers', speaker.id, speaker.name);
export const newsPath = (item: { id: number; title: string }) => withSlug('/news', item.id, item.title);

/** The canonical address: the id's, without the slug. */
export const itemAddress = (kind: ItemKind, id: number) => `/${kind}/${id}`;

export type ItemKind = 'sessions' | 'speakers' | 'news';

/** The id an address's last part names ('12-opening-keynote' → 12), or null when it names none. */
export function idOfRef(ref: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/i.exec(ref ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** The item an address names, in the default language ('/news/3-call-opens' → news 3), or null. */
export function itemOfPath(page: string): { kind: ItemKind; id: number } | null {
  const match = /^\/(sessions|speakers|news)\/([^/]+)$/.exec(page);
  if (!match) return null;
  const id = idOfRef(match[2]);
  return id === null ? null : { kind: match[1] as ItemKind, id };
}
