import { isIP } from 'node:net';
import { z } from 'zod';

/** The environment as a process gets it. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * One environment variable, read by zod (decision 046): blank (unset, empty or spaces) is unset and gives the
 * default; any other value is trimmed, then checked. A bad value is a problem naming what was expected and, unless
 * the variable is secret, what was given; the default stands in for it so every other variable is still read.
 */
export type Variable<T> = z.ZodType<T, string | undefined>;

/** `secret`: never repeated in a problem; `untrimmed`: the value as given (a password), though blank is still unset. */
type VariableOptions<D> = { fallback?: D; secret?: boolean; untrimmed?: boolean };

export function variable<T, D extends T | undefined = undefined>(
  schema: z.ZodType<T, string>,
  expected: string,
  options: VariableOptions<D> = {},
): Variable<T | D> {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | D => {
      const text = raw?.trim();
      if (!text) return options.fallback as D;
      const parsed = schema.safeParse(options.untrimmed ? raw : text);
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: options.secret ? `must be ${expected}` : `must be ${expected}, got "${text}"`,
      });
      return options.fallback as D;
    });
}

/** Free text, trimmed (names, ids, paths). */
export function text(): Variable<string | undefined>;
export function text(fallback: string): Variable<string>;
export function text(fallback?: string): Variable<string | undefined> {
  return variable(z.string(), 'text', { fallback });
}

/** A whole number from min to max, digits only ("10s", "1.5" and "-1" are refused). */
export function integer(min: number, max: number): Variable<number | undefined>;
export function integer(min: number, max: number, fallback: number): Variable<number>;
export function integer(min: number, max: number, fallback?: number): Variable<number | undefined> {
  const schema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max));
  return variable(schema, `an integer from ${min} to ${max}`, { fallback });
}

/** A TCP port. */
export function port(): Variable<number | undefined>;
export function port(fallback: number): Variable<number>;
export function port(fallback?: number): Variable<number | undefined> {
  return fallback === undefined ? integer(1, 65_535) : integer(1, 65_535, fallback);
}

/**
 * One of a few words, read without regard to case: `OFF`, `Off` and `off` are the same value everywhere (the one
 * case rule for every enumerated variable).
 */
export function oneOf<const V extends string>(values: readonly [V, ...V[]]): Variable<V | undefined>;
export function oneOf<const V extends string>(values: readonly [V, ...V[]], fallback: V): Variable<V>;
export function oneOf<const V extends string>(values: readonly [V, ...V[]], fallback?: V): Variable<V | undefined> {
  const schema = z
    .string()
    .toLowerCase()
    .pipe(z.enum(values as unknown as [V, ...V[]]));
  return variable(schema as z.ZodType<V, string>, values.join(' or '), { fallback });
}

/** `true` or `false` (any case); unset is false. */
export function flag(): Variable<boolean> {
  const schema = z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false']))
    .transform((value) => value === 'true');
  return variable(schema, 'true or false', { fallback: false });
}

/** An absolute http(s) URL, without trailing slashes. */
export function httpUrl(): Variable<string | undefined> {
  const schema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
  return variable(schema, 'an absolute http(s) URL');
}

/** Comma-separated items, each trimmed, empty ones dropped; every item must pass `item`. */
export function list(item: z.ZodType<string, string>, expected: string): Variable<string[] | undefined>;
export function list(item: z.ZodType<string, string>, expected: string, fallback: string[]): Variable<string[]>;
export function list(
  item: z.ZodType<string, string>,
  expected: string,
  fallback?: string[],
): Variable<string[] | undefined> {
  const schema = z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
  return variable(schema, expected, { fallback });
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** loopback, linklocal, uniquelocal (the names proxy-addr knows), an IP address or a CIDR range. */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** TRUSTED_PROXIES, as the API and the shell's server both read it. */
export function proxyList(fallback: string[]): Variable<string[]> {
  return list(
    z.string().refine(isProxyEntry),
    'a list of loopback, linklocal, uniquelocal, IP addresses or CIDR ranges',
    fallback,
  );
}

/** A process's variables: each name with its one definition. */
export type Variables = Record<string, Variable<unknown>>;
export type Values<V extends Variables> = { [K in keyof V]: z.output<V[K]> };

/** What readVariables found: every value (a bad one holds its default) and the names of the bad ones. */
export type Reading<V extends Variables> = { values: Values<V>; invalid: ReadonlySet<keyof V> };

/**
 * Reads every variable at once and adds each problem to `problems` (`NAME must be …`), so one start-up error can name
 * them all; rules across variables then run on the values, knowing which were bad.
 */
export function readVariables<V extends Variables>(variables: V, env: Env, problems: string[]): Reading<V> {
  let values: Values<V> | undefined;
  // `when`: keep the values even when a variable was bad (zod skips object-level checks after an issue otherwise).
  const schema = z.object(variables).superRefine(
    (parsed) => {
      values = parsed as Values<V>;
    },
    { when: () => true },
  );
  const result = schema.safeParse(env);
  if (result.success) return { values: result.data as Values<V>, invalid: new Set() };
  const invalid = new Set<keyof V>();
  for (const issue of result.error.issues) {
    invalid.add(String(issue.path[0]));
    problems.push(`${issue.path.join('.')} ${issue.message}`);
  }
  return { values: values as Values<V>, invalid };
}

/** A process refuses to start with this: every problem, one a line, and no stack. */
export class InvalidConfigError extends Error {
  constructor(
    readonly problems: string[],
    what = 'API',
  ) {
    super(`Invalid ${what} configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidConfigError';
  }
}

/** Throws InvalidConfigError when any problem was found. */
export function refuseIfAny(problems: string[], what: string): void {
  if (problems.length > 0) throw new InvalidConfigError(problems, what);
}
