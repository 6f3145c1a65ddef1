import { parseDockerfile } from './dockerfile';
import type { VariableUse } from './compose';

type Service = {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, unknown> | string[] };
  healthcheck?: { test?: unknown; disable?: boolean };
  ports?: unknown[];
  container_name?: string;
  deploy?: { replicas?: number };
  restart?: string;
  read_only?: boolean;
  profiles?: string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Record<string, unknown> | string[];
  networks?: string[] | Record<string, { ipv4_address?: string; ipv6_address?: string } | null>;
};
export type ComposeFile = { services?: Record<string, Service>; volumes?: Record<string, unknown> };

export type ComposeRuleInput = {
  compose: ComposeFile;
  uses: VariableUse[];
  /** A Dockerfile's text by its path in the repository, or undefined when it does not exist. */
  readDockerfile: (path: string) => string | undefined;
  /** Variables this project keeps secret: required (`:?`) wherever they are used, never given a default. */
  secrets: string[];
};

const dockerfileOf = (service: Service): string | undefined =>
  typeof service.build === 'object'
    ? (service.build.dockerfile ?? 'Dockerfile')
    : service.build !== undefined
      ? 'Dockerfile'
      : undefined;

/** The development tool a service is, if it is one: they belong to the sandbox profile. */
function sandboxToolOf(service: Service): string | null {
  if (dockerfileOf(service) === 'services/paypal-sim/Dockerfile') return 'the PayPal simulator';
  if (service.image?.startsWith('maildev/maildev:')) return 'MailDev';
  return null;
}

const dependencies = (service: Service): string[] =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

const environment = (service: Service): Record<string, string> =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]))
    : Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value ?? '')]));

const fixedAddresses = (service: Service): string[] =>
  Array.isArray(service.networks)
    ? []
    : Object.values(service.networks ?? {}).flatMap((network) =>
        [network?.ipv4_address, network?.ipv6_address].filter((address): address is string => Boolean(address)),
      );

/** The other services that read from the API (a remote drawing pages, decision 053): their own fixed addresses. */
function apiReaderAddresses(services: Record<string, Service>): string[] {
  return Object.entries(services)
    .filter(([name, service]) => name !== 'shell' && /^http:\/\/api:\d+$/.test(environment(service)['API_URL'] ?? ''))
    .flatMap(([, service]) => fixedAddresses(service));
}

/**
 * The API believes X-Forwarded-For (and X-Request-Id) from the shell's server: its fixed address, set explicitly
 * (the API's default, loopback, would key every visitor by the shell's address), and never a range another
 * container or a client on the network could send from. Beside it only the fixed address of a remote that reads
 * from the API, so its reads carry the visitor's request id (decision 061); a remote sends no X-Forwarded-For.
 */
function trustedProxyProblems(api: Service, shell: Service | undefined, readers: string[]): string[] {
  const entries = (environment(api)['TRUSTED_PROXIES'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0)
    return [
      "api: TRUSTED_PROXIES must be set to the shell's fixed address (the default, loopback, would give every visitor one rate limit)",
    ];
  const shellAddresses = shell ? fixedAddresses(shell) : [];
  if (shellAddresses.length === 0)
    return ['shell: needs a fixed ipv4_address on its network, the one proxy the API trusts'];
  const others = entries.filter((entry) => !shellAddresses.includes(entry) && !readers.includes(entry));
  return others.length > 0
    ? [
        `api: TRUSTED_PROXIES must name only the shell's fixed address (${shellAddresses.join(', ')}) and those of the remotes reading from it, not ${others.join(', ')}`,
      ]
    : [];
}

/** This project's rules for docker-compose.yml, beyond the Compose schema. */
export function composeRules({ compose, uses, readDockerfile, secrets }: ComposeRuleInput): string[] {
  const problems: string[] = [];
  const services = compose.services ?? {};

  for (const [name, service] of Object.entries(services)) {
    const dockerfile = dockerfileOf(service);
    const dockerfileText = dockerfile ? readDockerfile(dockerfile) : undefined;
    if (dockerfile && dockerfileText === undefined)
      problems.push(`${name}: build.dockerfile ${dockerfile} does not exist`);

    // Health: in the Compose file, or the image's HEALTHCHECK (then not disabled here).
    const imageHealthcheck = dockerfileText
      ? (parseDockerfile(dockerfileText)
          .stages.at(-1)
          ?.instructions.some((instruction) => instruction.keyword === 'HEALTHCHECK') ?? false)
      : false;
    if (service.healthcheck?.disable) problems.push(`${name}: healthcheck disabled`);
    else if (!service.healthcheck?.test && !imageHealthcheck)
      problems.push(`${name}: no healthcheck (none here and none in its image)`);

    if (!service.restart || service.restart === 'no') problems.push(`${name}: needs a restart policy`);
    if (service.image && !service.build && (!/:[^/]*\d/.test(service.image) || /:latest$/.test(service.image))) {
      problems.push(`${name}: image ${service.image} needs a version tag (not latest)`);
    }
    if (dockerfile) {
      if (service.read_only !== true)
        problems.push(`${name}: our images run with read_only: true (tmpfs for what they write)`);
      const args = typeof service.build === 'object' ? service.build.args : undefined;
      const hasVersionArg = Array.isArray(args)
        ? args.some((arg) => arg.startsWith('APP_VERSION'))
        : args !== undefined && 'APP_VERSION' in args;
      if (!hasVersionArg) problems.push(`${name}: build.args needs APP_VERSION`);
    }

    const replicas = service.deploy?.replicas;
    if (replicas !== undefined) {
      // Several replicas cannot share one host port or one container name.
      if (service.container_name) problems.push(`${name}: container_name with deploy.replicas`);
      const fixedHostPort = (service.ports ?? []).some((port) =>
        typeof port === 'object' && port !== null ? 'published' in port : /^(?:[^:]*:)?\d+:\d+/.test(String(port)),
      );
      if (fixedHostPort)
        problems.push(`${name}: a fixed host port with deploy.replicas (reach it through the service name)`);
    }
  }

  // The API scales: replicas from API_REPLICAS, reached by service name only.
  const api = services['api'];
  if (!api) problems.push('no api service');
  else {
    if (api.deploy?.replicas === undefined) problems.push('api: deploy.replicas (API_REPLICAS)');
    if (api.ports?.length)
      problems.push('api: no ports; the shell reaches it as http://api:3000 on the Compose network');
    if (api.container_name) problems.push('api: no container_name (replicas)');
    const dependsOnMysql = !Array.isArray(api.depends_on) && api.depends_on?.['mysql']?.condition === 'service_healthy';
    if (!dependsOnMysql) problems.push('api: depends_on mysql with condition service_healthy');
    problems.push(...trustedProxyProblems(api, services['shell'], apiReaderAddresses(services)));
  }
  const shellEnv = services['shell'] ? environment(services['shell']) : {};
  if (!/^http:\/\/api:\d+$/.test(shellEnv['API_URL'] ?? ''))
    problems.push('shell: API_URL must be http://api:<port> (the service name, which spreads over the replicas)');

  // MySQL keeps its data in a named volume.
  const mysql = services['mysql'];
  if (!mysql) problems.push('no mysql service');
  else {
    const dataVolume = (mysql.volumes ?? []).find((volume) =>
      typeof volume === 'string' ? volume.split(':')[1] === '/var/lib/mysql' : volume.target === '/var/lib/mysql',
    );
    const source = typeof dataVolume === 'string' ? dataVolume.split(':')[0] : dataVolume?.source;
    if (!source) problems.push('mysql: /var/lib/mysql needs a volume');
    else if (!(source in (compose.volumes ?? {})))
      problems.push(`mysql: volume ${source} is not a named volume declared under volumes:`);
  }

  // The development tools (PayPal simulator, MailDev) only ever run in the sandbox profile, and nothing outside
  // it depends on them or is wired to them by name: production never pays or mails into a sandbox by default.
  const profileOnly = Object.keys(services).filter((name) => services[name]?.profiles?.length);
  for (const [name, service] of Object.entries(services)) {
    const tool = sandboxToolOf(service);
    const profiles = service.profiles ?? [];
    if (tool && (profiles.length !== 1 || profiles[0] !== 'sandbox'))
      problems.push(`${name}: ${tool} belongs to profile sandbox only`);
    if (!tool && profiles.includes('sandbox'))
      problems.push(`${name}: only the PayPal simulator and MailDev are in profile sandbox`);
    if (profiles.length === 0) {
      for (const dependency of dependencies(service)) {
        if (services[dependency]?.profiles?.length)
          problems.push(`${name}: depends on ${dependency}, which only runs in a profile`);
      }
      for (const [variable, value] of Object.entries(environment(service))) {
        const reached = profileOnly.find((other) => new RegExp(`//(?:[^@/\\s]*@)?${other}(?::|/|$)`).test(value));
        if (reached)
          problems.push(
            `${name}: ${variable} reaches ${reached}, which only runs in a profile (leave it to a variable)`,
          );
      }
    }
  }

  for (const use of uses) {
    if (secrets.includes(use.name) && use.form !== 'required') {
      problems.push(
        `line ${use.line}: ${use.name} is a secret: write \${${use.name}:?message} so Compose refuses to start without it`,
      );
    }
  }
  return problems;
}

/** Variable names in the table of docs/configuration.md (first column, in backticks, under "## Environment variables"). */
export function documentedVariables(configurationPage: string): Set<string> {
  const names = new Set<string>();
  const section = configurationPage.split(/^## /m).find((part) => part.startsWith('Environment variables\n')) ?? '';
  for (const line of section.split(/\r?\n/)) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] as string);
  }
  return names;
}

/** `NAME=value` lines of an env file (comments are not entries). */
export function envFileEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) entries.set(match[1] as string, (match[2] as string).trim());
  }
  return entries;
}
