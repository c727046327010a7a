import type { Sponsor } from '../generated/prisma/client.js';

/** Spec: Sponsor entity. */
export function toPublicSponsor(s: Sponsor) {
  return { id: s.id, name: s.name, description: s.description, website: s.website, logo_url: s.logo_url, tier: s.tier };
}

export function toAdminSponsor(s: Sponsor) {
  return { ...toPublicSponsor(s), contribution: s.contribution };
}
