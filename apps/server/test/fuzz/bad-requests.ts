import fc from 'fast-check';

/** better-auth's routes under /api/auth the walk covers beside the OpenAPI document (hidden there). */
export const AUTH_FUZZ_ROUTES: FuzzRoute[] = [
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-out'],
  ['GET', '/api/auth/get-session'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/auth/reset-password/{token}'],
  ['GET', '/api/auth/verify-email'],
  ['POST', '/api/auth/revoke-session'],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/admin/set-role'],
  ['POST', '/api/auth/admin/ban-user'],
  ['GET', '/api/auth/admin/list-users'],
].map(([method, path]) => ({ method: method as string, path: path as string, params: [], bodyKeys: [] }));

export type FuzzRoute = { method: string; path: string; params: string[]; bodyKeys: string[] };

/** Routes that end the caller's session: walked without a cookie so the walk keeps its sessions. */
const ENDS_SESSION = /sign-out|revoke-session|revoke-other|delete-user|change-password/;

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

/** Every operation of the OpenAPI document, with its query parameter names and body field names. */
export function routesOf(doc: OpenApi): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        params,
        bodyKeys: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return routes;
}

const badText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '💥🍛',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '%ED%A0%80',
    '__proto__',
    'null',
    '-1',
    '1e309',
    'ஆ'.repeat(3000),
  ),
  fc.integer().map(String),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(badText, badText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);
const badId = fc.oneof(
  fc.uuid(),
  badText,
  fc.constantFrom('0', 'not-an-id', '00000000-0000-0000-0000-000000000000', 'x'.repeat(500)),
);

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Which session to send: none, a customer's or an admin's. */
  as: 'guest' | 'customer' | 'admin';
};

/** encodeURIComponent, which throws on an unpaired surrogate: send those as their raw UTF-8 bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

/** One generated bad request against one of `routes`. */
export function badRequest(routes: FuzzRoute[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      ids: fc.array(badId, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom('q', 'page', 'limit', 'scope', 'token', 'email'), badText),
        badText,
        { maxKeys: 4 },
      ),
      declared: fc.array(badText, { minLength: 6, maxLength: 6 }),
      body: fc.oneof(
        fc.constant(undefined),
        badValue.map((v) => JSON.stringify(v) ?? 'null'),
        fc.array(badValue, { minLength: 8, maxLength: 8 }).map((values) => ({ fill: values })),
        fc.integer({ min: 40, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
        fc.constantFrom('{', 'not json', '{"a":1}{"b":2}', '\u0000', ''),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
      ),
      as: fc.constantFrom('guest', 'customer', 'admin') as fc.Arbitrary<FuzzRequest['as']>,
    })
    .map(({ route, ids, query, declared, body, contentType, as }) => {
      let i = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => encodePathSegment(String(ids[i++ % ids.length])));
      const search = new URLSearchParams();
      for (const [k, name] of route.params.entries())
        search.append(name, declared[k % declared.length] ?? '');
      for (const [k, v] of Object.entries(query)) search.append(k, v);
      let payload: string | undefined;
      if (typeof body === 'object' && body !== null) {
        const fields = Object.fromEntries(route.bodyKeys.map((k, n) => [k, body.fill[n % body.fill.length]]));
        payload = JSON.stringify(fields);
      } else payload = body;
      const headers: Record<string, string> = {};
      if (payload !== undefined && contentType) headers['content-type'] = contentType;
      const qs = search.toString();
      const sendBody = route.method !== 'GET' && route.method !== 'HEAD' && payload !== undefined;
      return {
        method: route.method,
        url: `${path}${qs ? `?${qs}` : ''}`,
        headers: sendBody ? headers : {},
        ...(sendBody ? { body: payload } : {}),
        as: ENDS_SESSION.test(route.path) ? 'guest' : as,
      };
    });
}

/** What every answer must be: no 5xx, and an error body `{ error, message }` for a 4xx in JSON. */
export function problemWith(status: number, contentType: string | undefined, text: string): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 300)}`;
  if (status >= 400 && (contentType ?? '').includes('application/json')) {
    try {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown };
      if (typeof body.error !== 'string' || typeof body.message !== 'string')
        return `bad error body: ${text.slice(0, 300)}`;
    } catch {
      return `unparsable error body: ${text.slice(0, 300)}`;
    }
  }
  return null;
}
