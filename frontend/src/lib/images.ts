// Image URLs as the spec wants them: absolute ones kept, relative ones served by the backend (same origin here),
// missing ones replaced by a placeholder.
export const SPEAKER_PLACEHOLDER = '/placeholders/speaker.svg';
export const SPONSOR_PLACEHOLDER = '/placeholders/sponsor-logo.svg';

export function imageUrl(url: string | null | undefined, placeholder: string): string {
  const trimmed = url?.trim();
  if (!trimmed) return placeholder;
  if (/^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('data:image/')) return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export const speakerImage = (url: string | null | undefined) => imageUrl(url, SPEAKER_PLACEHOLDER);
export const sponsorLogo = (url: string | null | undefined) => imageUrl(url, SPONSOR_PLACEHOLDER);

/** For <img onError>: swap to the placeholder once (a broken link must not loop). */
export function fallBackTo(placeholder: string) {
  return (event: { currentTarget: HTMLImageElement }) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(placeholder)) img.src = placeholder;
  };
}
