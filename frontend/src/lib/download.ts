/**
 * Saves a file the API serves only with the bearer token (a CSV export): a plain link cannot send the header, so the
 * browser fetches it and saves it from a blob.
 */
export async function downloadWithToken(path: string, token: string | null, filename: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
