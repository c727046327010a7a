// The network of a component test: every fetch is answered from a table of the API's documented answers and recorded,
// so a test can check what the component sent. Anything the table lacks answers 404, as an unknown route does.
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  /** Sent as JSON; absent: an empty body. */
  body?: unknown;
}

export interface SentRequest {
  method: string;
  /** Path and query, e.g. '/api/admin/sessions?x=1'. */
  path: string;
  /** The JSON body, parsed, or a multipart body's FormData (an upload); undefined when there is none. */
  body: unknown;
  /** The Authorization header sent (the sign-in's bearer token), or null. */
  authorization: string | null;
}

/** 'POST /cfp/submit' (path without the query) -> the answer, or a function of the request that gives it. */
export type Routes = Record<string, Answer | ((request: SentRequest) => Answer | Promise<Answer>)>;

export interface FetchStub {
  /** Every request, in the order sent. */
  sent: SentRequest[];
  /** The requests to one 'METHOD /path'. */
  sentTo(route: string): SentRequest[];
  /** Adds or replaces answers. */
  answer(routes: Routes): void;
}

async function readBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function json(answer: Answer): Response {
  const status = answer.status ?? 200;
  if (answer.body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(routes: Routes = {}): FetchStub {
  const table: Routes = { ...routes };
  const sent: SentRequest[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof URL ? input.href : input, init);
    const url = new URL(request.url, window.location.href);
    const call: SentRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname + url.search,
      body: await readBody(request),
      authorization: request.headers.get('Authorization'),
    };
    sent.push(call);
    const route = table[`${call.method} ${url.pathname}`];
    if (!route) return json({ status: 404, body: { detail: 'Not Found' } });
    return json(typeof route === 'function' ? await route(call) : route);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    sent,
    sentTo: (route) => sent.filter((call) => `${call.method} ${call.path.split('?')[0]}` === route),
    answer: (more) => Object.assign(table, more),
  };
}
