/**
 * An absolute http(s) address whose host ends in a top-level domain: what the server's IsUrl accepts, so the form
 * refuses what the server would. (Shared by the speaker and sponsor forms.)
 */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.([a-z]{2,}|xn--[a-z0-9-]+)$/i.test(url.hostname);
  } catch {
    return false;
  }
}
