import type { Server } from 'node:http';
import { ONE_CLICK_UNSUBSCRIBE_API_PATH } from '@solar/shared-contracts';
import request from 'supertest';
import { MAX_BODY_DEPTH } from '../src/kit/intake/body-shape';
import { STAFF_SESSION_COOKIE } from '../src/kit/session-cookie';
import { DEVELOPMENT_STAFF_MFA } from '../src/staff-auth/staff-mfa-config';
import { enrolmentCookieFor, signInAs } from './support/staff-session';
import { driverName, SITE_ORIGIN } from './test-app';
import { startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

/**
 * Sends every endpoint of the app's own OpenAPI document (so a new one is covered without touching this file)
 * malformed input from the site's origin, and requires a 4xx JSON error, never a 5xx, for each. PayPal is
 * configured against the simulator, so no answer is the deliberate 503 of an unconfigured PayPal: any 5xx here
 * is a fault. Seeded, so a failure repeats.
 */

const SEED = 20261123;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type OpenApiSchema = { $ref?: string; properties?: Record<string, { example?: Json; type?: string }> };
type OpenApiOperation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: { example?: Json } }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
};
type OpenApiDocument = {
  paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
  components: { schemas: Record<string, OpenApiSchema> };
};

/** mediaTypes: the body types the operation reads besides JSON (the one-click unsubscribe's forms), so those are no 415 there. */
type Operation = {
  method: Method;
  template: string;
  path: string;
  params: string[];
  fields: string[];
  example: Record<string, Json>;
  staffOnly: boolean;
  mediaTypes: string[];
};

/** One request: `body` goes as raw bytes, with `contentType` if given; `status` is the exact answer required, else any 4xx. */
type FuzzCase = {
  name: string;
  method: Method;
  path: string;
  contentType?: string;
  body?: string | Buffer;
  status?: number;
  anyNon5xx?: true;
  cookie?: string;
};

/** mulberry32: small, seedable, and the same sequence on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, byMethod] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = byMethod[method];
      if (!operation) continue;
      const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const path = pathParams.reduce(
        (built, parameter) =>
          built.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.schema?.example ?? '1'))),
        template,
      );
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const resolved = schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop() as string] : schema;
      const properties = resolved?.properties ?? {};
      const example = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          property.example ?? (property.type === 'boolean' ? true : property.type === 'number' ? 1 : 'x'),
        ]),
      );
      // The session's own routes are fuzzed signed out: signed in, their cases would sign the fuzzer out (204, no body).
      const staffOnly =
        template !== '/api/staff/session' &&
        Boolean(operation.security?.some((scheme) => STAFF_SESSION_COOKIE in scheme));
      const mediaTypes = Object.keys(operation.requestBody?.content ?? {}).filter(
        (type) => type !== 'application/json',
      );
      operations.push({
        method,
        template,
        path,
        params: pathParams.map((parameter) => parameter.name),
        fields: Object.keys(properties),
        example,
        staffOnly,
        mediaTypes,
      });
    }
  }
  return operations;
}

const nested = (levels: number, leaf = '1') => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const withField = (field: string, rawValue: string) => `{${JSON.stringify(field)}:${rawValue}}`;

const WRONG_TYPES: string[] = [
  '0',
  '-1.5',
  '1e308',
  '""',
  '"x"',
  'null',
  'true',
  '[]',
  '[1,"a",null]',
  '{}',
  '{"a":1}',
  JSON.stringify('💡'.repeat(2000)),
];
const PROTOTYPE_KEYS =
  '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}';
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'application/jsonx',
];
const PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '%ff',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  "1'--",
  '%F0%9F%98%80',
  '9'.repeat(30),
];

/** A random JSON value of bounded depth: the keys are the endpoint's own fields, prototype keys and noise. */
function randomJson(random: () => number, keys: string[], depth: number): Json {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const kind =
    depth <= 0
      ? pick(['number', 'string', 'null', 'boolean'])
      : pick(['number', 'string', 'null', 'boolean', 'array', 'object', 'object']);
  switch (kind) {
    case 'number':
      return pick([0, -1, 2 ** 53, 1e-9, 25, Math.floor(random() * 1e6) / 100]);
    case 'string':
      return pick([
        '',
        ' ',
        'GBP',
        'CAPTURE',
        'monthly',
        'amina@example.org',
        '\u0000',
        '\ud800',
        'é'.repeat(300),
        String(random()),
      ]);
    case 'null':
      return null;
    case 'boolean':
      return random() < 0.5;
    case 'array':
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, keys, depth - 1));
    default:
      return Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => [pick(keys), randomJson(random, keys, depth - 1)]),
      );
  }
}

function bodyCases(operation: Operation, random: () => number): FuzzCase[] {
  const { method, path } = operation;
  const json = (name: string, body: string | Buffer, status?: number): FuzzCase => ({
    name,
    method,
    path,
    contentType: 'application/json',
    body,
    ...(status ? { status } : {}),
  });
  const fields = operation.fields.length > 0 ? operation.fields : ['id', 'event_type', 'resource'];
  const example = JSON.stringify(operation.example);
  const takes = (contentType: string) => operation.mediaTypes.includes(contentType.split(';')[0] as string);
  const cases: FuzzCase[] = [
    json('3,000 levels deep', nested(3000), 400),
    json('3,000 arrays deep', nestedArrays(3000), 400),
    json(`${MAX_BODY_DEPTH + 1} levels deep`, nested(MAX_BODY_DEPTH + 1), 400),
    json('a huge array of numbers', JSON.stringify(Array.from({ length: 40_000 }, (_, i) => i % 10))),
    json('a huge array of objects', JSON.stringify(Array.from({ length: 20_000 }, () => ({})))),
    ...['null', '0', '"text"', 'true'].map((raw) => json(`top-level ${raw}`, raw, 400)),
    // An array is JSON body-parser accepts; routes without a body ignore it.
    ...['[]', '[{}]'].map((raw) => json(`top-level ${raw}`, raw)),
    json('prototype keys alone', `{${PROTOTYPE_KEYS}}`, 400),
    json('prototype keys beside a valid body', `{${PROTOTYPE_KEYS},${example.slice(1)}`, 400),
    json('malformed JSON', '{"a":', 400),
    json(
      'invalid UTF-8 in a value',
      Buffer.concat([
        Buffer.from('{"x":"'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    ),
    json('invalid UTF-8 in a key', Buffer.concat([Buffer.from('{"'), Buffer.from([0xc0, 0xaf]), Buffer.from('":1}')])),
    {
      ...json(
        'invalid UTF-8 beside a valid body',
        Buffer.concat([Buffer.from(`${example.slice(0, -1)},"x`), Buffer.from([0xff]), Buffer.from('":1}')]),
        400,
      ),
    },
    { ...json('an unsupported charset', example, 415), contentType: 'application/json; charset=latin1' },
    json('just over 100 KB', JSON.stringify({ padding: 'x'.repeat(101 * 1024) }), 413),
    json('a huge array over 100 KB', JSON.stringify(Array.from({ length: 60_000 }, () => 1)), 413),
    {
      name: 'a form over 100 KB',
      method,
      path,
      contentType: 'application/x-www-form-urlencoded',
      body: `a=${'x'.repeat(101 * 1024)}`,
      status: takes('application/x-www-form-urlencoded') ? 413 : 415,
    },
    { name: 'a body without a Content-Type', method, path, body: Buffer.from(example), status: 415 },
    ...WRONG_CONTENT_TYPES.map((contentType): FuzzCase => ({
      name: `as ${contentType}`,
      method,
      path,
      contentType,
      body: example,
      ...(takes(contentType) ? {} : { status: 415 }),
    })),
  ];
  if (takes('application/x-www-form-urlencoded')) {
    const form = (name: string, body: string | Buffer): FuzzCase => ({
      name,
      method,
      path,
      contentType: 'application/x-www-form-urlencoded',
      body,
    });
    cases.push(
      form('form: nested keys', 'a[b][c][d]=1&__proto__[polluted]=yes&constructor[prototype][polluted]=yes'),
      form(
        'form: invalid UTF-8',
        Buffer.concat([Buffer.from('a='), Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80])]),
      ),
      form('form: bad percent escapes', 'a=%E0%A4%A&%ff=%00'),
      form('form: 1,000 fields', Array.from({ length: 1000 }, (_, i) => `f${i}=${i}`).join('&')),
      {
        ...form('form: an unsupported charset', 'a=1'),
        contentType: 'application/x-www-form-urlencoded; charset=latin1',
        status: 415,
      },
    );
  }
  if (takes('multipart/form-data')) {
    const multipart = (name: string, body: string): FuzzCase => ({
      name,
      method,
      path,
      contentType: 'multipart/form-data; boundary=b',
      body,
    });
    cases.push(
      multipart('multipart: no closing delimiter', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'),
      multipart(
        'multipart: a thousand parts',
        `${'--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'.repeat(1000)}--b--`,
      ),
      multipart('multipart: nothing but delimiters', '--b--b--b----'),
      { ...multipart('multipart: over 100 KB', `--b\r\n\r\n${'x'.repeat(101 * 1024)}\r\n--b--`), status: 413 },
    );
  }
  // Text the database stores: invalid UTF-8 (decoded as U+FFFD) and an escaped lone surrogate in an otherwise valid body.
  const textField = operation.fields.find(
    (field) => typeof operation.example[field] === 'string' && field !== 'email' && field !== 'currency',
  );
  if (textField) {
    const [before, after] = JSON.stringify({ ...operation.example, [textField]: 'MARK' }).split('MARK') as [
      string,
      string,
    ];
    cases.push({
      ...json(
        `${textField}: invalid UTF-8 in a valid body`,
        Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from(after)]),
      ),
      anyNon5xx: true,
    });
    cases.push({
      ...json(`${textField}: a lone surrogate in a valid body`, `${before}\\ud800x\\udfff${after}`),
      anyNon5xx: true,
    });
  }
  // A PATCH changes only the fields it names, so one field of an acceptable value is a valid request (2xx).
  const partial = (fuzz: FuzzCase): FuzzCase => (method === 'patch' ? { ...fuzz, anyNon5xx: true } : fuzz);
  for (const field of fields) {
    cases.push(json(`${field}: 3,000 levels deep`, withField(field, nested(3000)), 400));
    cases.push(
      json(`${field}: a huge array`, withField(field, JSON.stringify(Array.from({ length: 30_000 }, () => 'a')))),
    );
    for (const wrong of WRONG_TYPES)
      cases.push(partial(json(`${field}: ${wrong.slice(0, 20)}`, withField(field, wrong))));
  }
  for (let n = 0; n < 12; n++) {
    cases.push(
      partial(
        json(
          `random #${n}`,
          JSON.stringify(randomJson(random, [...fields, '__proto__', 'constructor', 'prototype', 'x'], 4)),
        ),
      ),
    );
  }
  return cases;
}

function pathCases(operation: Operation): FuzzCase[] {
  return operation.params.flatMap((param) =>
    PATH_VALUES.map((value): FuzzCase => ({
      name: `${param} = ${value.slice(0, 20)}`,
      method: operation.method,
      path: operation.template.replace(`{${param}}`, value),
      anyNon5xx: true,
    })),
  );
}

/** Bodies on reads, and methods a path does not have, still get a JSON answer below 500. */
function readCases(operation: Operation): FuzzCase[] {
  const { method, path } = operation;
  return [
    {
      name: 'with a body 3,000 levels deep',
      method,
      path,
      contentType: 'application/json',
      body: nested(3000),
      status: 400,
    },
    {
      name: 'with a body over 100 KB',
      method,
      path,
      contentType: 'application/json',
      body: JSON.stringify({ padding: 'x'.repeat(101 * 1024) }),
      status: 413,
    },
    {
      name: 'with a form body',
      method,
      path,
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=1',
      anyNon5xx: true,
    },
    ...METHODS.filter((other) => other !== 'get').map((other): FuzzCase => ({
      name: `as ${other.toUpperCase()}`,
      method: other,
      path,
      anyNon5xx: true,
    })),
  ];
}

/** What is wrong with the answer, or undefined when it is a proper one. */
function fault(fuzz: FuzzCase, response: request.Response): string | undefined {
  const { status } = response;
  if (status >= 500) return `${status} ${JSON.stringify(response.body)}`;
  if (fuzz.status !== undefined && status !== fuzz.status)
    return `${status} (wanted ${fuzz.status}) ${JSON.stringify(response.body)}`;
  if (fuzz.status === undefined && !fuzz.anyNon5xx && (status < 400 || status >= 500))
    return `${status} (wanted a 4xx) ${JSON.stringify(response.body)}`;
  // Errors are JSON; a success answers in its own format (a CSV export, 204 without a body).
  if (status >= 400 && !/^application\/json/.test(String(response.headers['content-type'])))
    return `${status} answered as ${String(response.headers['content-type'])}`;
  if (status >= 400) {
    const body = response.body as { statusCode?: unknown; error?: unknown; message?: unknown };
    if (
      body.statusCode !== status ||
      typeof body.error !== 'string' ||
      (typeof body.message !== 'string' && !Array.isArray(body.message))
    )
      return `${status} without the error shape: ${response.text.slice(0, 200)}`;
  }
  return undefined;
}

describe(`Fuzzing every endpoint (${driverName})`, () => {
  let t: PaymentsTestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // STAFF_MFA=all, so the enrolment routes are fuzzed as a member of staff half signed in (an extra admin would
    // let the fuzzer's own PATCH disable the signed-in one, no longer the last admin).
    t = await startPaymentsTestApp({}, { staffMfa: { ...DEVELOPMENT_STAFF_MFA, policy: 'all' } });
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (fuzz: FuzzCase) => {
    const pending = request(baseUrl)[fuzz.method](fuzz.path).set('Origin', SITE_ORIGIN);
    if (fuzz.cookie) pending.set('Cookie', fuzz.cookie);
    if (fuzz.contentType) pending.set('Content-Type', fuzz.contentType);
    // The bytes as they are: superagent would otherwise JSON-encode a Buffer sent as application/json.
    return fuzz.body === undefined
      ? pending
      : pending.serialize((bytes: Buffer) => bytes as unknown as string).send(Buffer.from(fuzz.body));
  };

  it('answers malformed input to every endpoint with a 4xx JSON error, never a 5xx', async () => {
    const { body: document } = await request(baseUrl).get('/api/docs-json').expect(200);
    const operations = operationsOf(document as OpenApiDocument);
    // The enumeration itself works: it finds the forms, the payments and PayPal's webhook.
    expect(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.template}`)).toEqual(
      expect.arrayContaining([
        'POST /api/contact',
        'POST /api/volunteers',
        'POST /paypal/order/{orderId}/capture',
        'POST /paypal/webhook',
        'GET /api/projects/{id}',
      ]),
    );
    // The one operation that reads forms says so, and gets form cases; the image upload reads bytes.
    expect(
      operations
        .filter((operation) => operation.mediaTypes.length > 0)
        .map(({ template, mediaTypes }) => ({ template, mediaTypes }))
        .sort((a, b) => a.template.localeCompare(b.template)),
    ).toEqual([
      {
        template: ONE_CLICK_UNSUBSCRIBE_API_PATH,
        mediaTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
      },
      {
        template: '/api/staff/article-images',
        mediaTypes: ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'],
      },
    ]);

    const random = seededRandom(SEED);
    const faults: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const hasBody = operation.method !== 'get' && operation.method !== 'delete';
      const cases = [...(hasBody ? bodyCases(operation, random) : readCases(operation)), ...pathCases(operation)];
      // Staff routes are fuzzed past their guard, as an admin (a fresh session each, so none can end another's);
      // the enrolment routes as an admin half signed in, the only session they accept (decision 049).
      const cookie = operation.template.startsWith('/api/staff/enrolment')
        ? await enrolmentCookieFor(t, 'staff')
        : operation.staffOnly
          ? (await signInAs(t, 'admin')).cookie
          : undefined;
      // Signed out, the session's own reads (GET, DELETE) answer 401 before any body is read (decision 063).
      const signedOutRead = operation.template === '/api/staff/session' && !hasBody;
      for (const fuzz of cases) {
        const response = await send({ ...fuzz, ...(cookie ? { cookie } : {}) });
        sent += 1;
        const problem = fault(signedOutRead && fuzz.status ? { ...fuzz, status: 401 } : fuzz, response);
        if (problem) faults.push(`${fuzz.method.toUpperCase()} ${operation.template} ${fuzz.name}: ${problem}`);
      }
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    // No body reached Object.prototype through __proto__ or constructor.prototype.
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  }, 180_000);
});
