/**
 * Downloads the reviewer's own reviews as CSV. The file needs the bearer token, so a plain link cannot fetch it: the
 * browser gets it with the header and saves it from a blob.
 */
export async function downloadReviewsCsv(token: string | null): Promise<void> {
  const response = await fetch('/api/review/reviews.csv', {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'my-reviews.csv';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
