// Base64url (RFC 4648 §5, unpadded), as the Push API and the server name keys: for the service worker and the pages
// (lib/push/this-browser.ts) alike.

export const fromBase64url = (value: string) => Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The bytes as base64url; '' when there are none (a key the browser does not give). */
export const toBase64url = (bytes: ArrayBuffer | null) =>
  bytes
    ? btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';
