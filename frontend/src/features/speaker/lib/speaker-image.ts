/** Spec: the speaker area keeps the uploaded photo's url locally (localStorage `speakerImageUrl`). */
const KEY = 'speakerImageUrl';

export function readSpeakerImageUrl(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeSpeakerImageUrl(url: string): void {
  try {
    localStorage.setItem(KEY, url);
  } catch {
    // Storage full or blocked: the preview still shows for this visit.
  }
}
