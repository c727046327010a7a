// HTTP calls of the fault suite: they never throw for an HTTP status (a refused connection is status 0), so a
// scenario can count what a user would have seen.
export async function call(url, method, route, { token, body } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${url}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, body: json };
  } catch (error) {
    return { status: 0, body: { detail: error.message } };
  }
}

export async function must(url, method, route, options) {
  const response = await call(url, method, route, options);
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body;
}

export const signIn = async (url, email, password) => (await must(url, 'POST', '/api/auth/login', { body: { email, password } })).access_token;

/** Runs `count` tasks with at most `width` at a time. */
export async function pool(count, width, task) {
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

let n = 0;
export const proposal = (email) => ({
  title: `Fault-tolerant speech pipelines ${n++}`,
  abstract: 'a'.repeat(120),
  speaker_name: 'Fay Fault',
  speaker_position: 'Engineer',
  speaker_bio: 'b'.repeat(60),
  email,
  organization: 'Resilience Lab',
  presentation_type: 'research_output',
});
