import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

type Json = Record<string, unknown>;

/** PayPal's OpenAPI documents brought into openapi/ (see its README), by file name without `.json`. */
export type PayPalDocument =
  | 'billing_subscriptions_v1'
  | 'catalogs_products_v1'
  | 'checkout_orders_v2'
  | 'notifications_webhooks_v1'
  | 'payments_payment_v1'
  | 'payments_payment_v2';

const documents = new Map<PayPalDocument, { document: Json; ajv: Ajv }>();

function loaded(name: PayPalDocument) {
  let found = documents.get(name);
  if (!found) {
    const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi', `${name}.json`), 'utf8')) as Json;
    // OpenAPI 3.0 keywords Ajv does not know (nullable, example…) are annotations here; formats are PayPal's own
    // names; PayPal's patterns are plain (non-Unicode) regular expressions.
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
    ajv.addSchema({ ...document, $id: name });
    found = { document, ajv };
    documents.set(name, found);
  }
  return found;
}

/** The operation's own `#/…` references, pointed into the document they come from. */
function anchored(name: PayPalDocument, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => anchored(name, item));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${name}${value}` : anchored(name, value),
    ]),
  );
}

/** The schema PayPal's document gives for one answer of one operation, e.g. POST /v2/checkout/orders → 201. */
export function answerValidator(name: PayPalDocument, method: string, path: string, status: number): ValidateFunction {
  const { document, ajv } = loaded(name);
  const operation = ((document['paths'] as Json)[path] as Json)[method] as Json;
  const responses = operation['responses'] as Json;
  let response = (responses[String(status)] ?? responses['default']) as Json;
  const shared = typeof response['$ref'] === 'string' ? response['$ref'].split('/').pop() : undefined;
  if (shared) response = ((document['components'] as Json)['responses'] as Json)[shared] as Json;
  const content = (response['content'] as Json)['application/json'] as Json;
  return ajv.compile(anchored(name, content['schema']) as Json);
}

/** A component schema of the document, e.g. `order`. */
export function schemaValidator(name: PayPalDocument, schema: string): ValidateFunction {
  return loaded(name).ajv.getSchema(`${name}#/components/schemas/${schema}`) as ValidateFunction;
}

/** Ajv's errors without one entry per anyOf branch tried (PayPal lists each issue as a branch). */
function briefly(errors: ErrorObject[]): string[] {
  const kept = errors.filter((error) => !/\/anyOf\/\d+\//.test(error.schemaPath));
  return [...new Set(kept.map((error) => `${error.instancePath} ${error.message} (${error.schemaPath})`))];
}

/** The answer validates against what PayPal's document gives for that operation and that status. */
export function expectDocumented(
  document: PayPalDocument,
  method: string,
  path: string,
  answer: { status: number; body: unknown },
): void {
  const validate = answerValidator(document, method, path, answer.status);
  const valid = validate(answer.body);
  const operation = `${method.toUpperCase()} ${path} → ${answer.status}`;
  expect({ operation, errors: valid ? [] : briefly(validate.errors ?? []) }).toEqual({ operation, errors: [] });
}
