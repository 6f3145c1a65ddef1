import { interpolate, loadCompose, schemaErrors, variableUses } from './compose';
import { type ComposeFile, composeRules, documentedVariables, envFileEntries } from './compose-rules';
import { readIfExists, readText } from './workspace';

const SECRETS = ['MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'UNSUBSCRIBE_SECRET', 'STAFF_MFA_KEY'];

describe('docker-compose.yml', () => {
  const text = readText('docker-compose.yml');
  const compose = loadCompose(text) as ComposeFile;
  const uses = variableUses(text);
  const used = [...new Set(uses.map((use) => use.name))].sort();

  it('is valid against the Compose specification schema, once interpolated', () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it('keeps the project rules (health, restarts, replicas, volume, secrets, sandbox profile)', () => {
    expect(composeRules({ compose, uses, readDockerfile: readIfExists, secrets: SECRETS })).toEqual([]);
  });

  it('runs the API as replicas, from API_REPLICAS (2 by default)', () => {
    expect(compose.services?.['api']?.deploy?.replicas).toBe(2);
    const scaled = loadCompose(text, {
      API_REPLICAS: '5',
      MYSQL_PASSWORD: 'x',
      MYSQL_ROOT_PASSWORD: 'y',
      UNSUBSCRIBE_SECRET: 'z',
      STAFF_MFA_KEY: 'k',
    }) as ComposeFile;
    expect(scaled.services?.['api']?.deploy?.replicas).toBe(5);
  });

  it('documents every variable it reads in the table of docs/configuration.md', () => {
    const documented = documentedVariables(readText('docs/configuration.md'));
    expect(used.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists every variable it reads in .env.example, and nothing else', () => {
    const entries = envFileEntries(readText('.env.example'));
    expect(used.filter((name) => !entries.has(name))).toEqual([]);
    expect([...entries.keys()].filter((name) => !used.includes(name))).toEqual([]);
  });

  it('documents every variable it reads in its own header comment', () => {
    const header = text
      .split(/\r?\n/)
      .filter((line) => line.startsWith('#'))
      .join('\n');
    expect(used.filter((name) => !header.includes(name))).toEqual([]);
  });

  it('has only placeholders for secrets in .env.example', () => {
    const entries = envFileEntries(readText('.env.example'));
    for (const [name, value] of entries) {
      if (/PASSWORD|SECRET|TOKEN|KEY/.test(name)) expect(`${name}=${value}`).toMatch(/^[A-Z_]+=(change-me[a-z-]*)?$/);
    }
  });

  it('is not read from .env files or images by the builds (the .env file never reaches a build context)', () => {
    for (const ignore of [
      '.dockerignore',
      'shell/Dockerfile.dockerignore',
      'deploy/remote.Dockerfile.dockerignore',
      'services/api/Dockerfile.dockerignore',
    ]) {
      expect(readText(ignore)).toMatch(/^\*\*\/\.env$/m);
    }
    expect(readText('.gitignore')).toMatch(/^\.env$/m);
  });
});

describe('Compose interpolation', () => {
  it('uses the value, else the default, else a dummy for required variables', () => {
    expect(interpolate('a: ${A:-1}\nb: ${B:?set B}\nc: ${C}\nd: $$E\ne: ${F-x}', { C: 'see' })).toBe(
      'a: 1\nb: dummy-b\nc: see\nd: $E\ne: x',
    );
    expect(interpolate('a: ${A:-1}', { A: '' })).toBe('a: 1');
    expect(interpolate('a: ${A-1}', { A: '' })).toBe('a: ');
  });

  it('finds references outside comments, with their form', () => {
    expect(variableUses('# ${NOT_ME}\nx: ${A:?e} ${B:-d} $C $$D')).toEqual([
      { name: 'A', form: 'required', line: 2 },
      { name: 'B', form: 'default', line: 2, fallback: 'd' },
      { name: 'C', form: 'plain', line: 2 },
    ]);
  });

  it('gives the schema final types: an interpolated replica count is a number', () => {
    const compose = loadCompose(
      'services:\n  a:\n    image: x:1\n    deploy:\n      replicas: ${N:-3}\n',
    ) as ComposeFile;
    expect(compose.services?.['a']?.deploy?.replicas).toBe(3);
    expect(
      schemaErrors(loadCompose('services:\n  a:\n    image: x:1\n    deploy:\n      replicas: ${N:-many}\n')),
    ).not.toEqual([]);
  });

  it('lets the schema refuse misspelt keys and wrong shapes', () => {
    expect(schemaErrors(loadCompose('services:\n  a:\n    image: x:1\n    restrat: always\n'))).not.toEqual([]);
    expect(
      schemaErrors(loadCompose('services:\n  a:\n    image: x:1\n    healthcheck: { interval: 10 seconds }\n')),
    ).not.toEqual([]);
    expect(schemaErrors(loadCompose('name: site\nservices:\n  a:\n    image: x:1\n    develop: {}\n'))).toEqual([]);
  });
});

describe('the Compose rules', () => {
  const base = `
services:
  mysql:
    image: mysql:8.4
    restart: always
    volumes: [data:/var/lib/mysql]
    healthcheck: { test: [CMD, true] }
    environment: { MYSQL_PASSWORD: "\${MYSQL_PASSWORD:?x}" }
  api:
    image: api:1
    restart: always
    deploy: { replicas: 2 }
    healthcheck: { test: [CMD, true] }
    depends_on: { mysql: { condition: service_healthy } }
    environment: { TRUSTED_PROXIES: 172.30.242.10 }
  shell:
    image: shell:1
    restart: always
    healthcheck: { test: [CMD, true] }
    environment: { API_URL: "http://api:3000" }
    networks: { default: { ipv4_address: 172.30.242.10 } }
volumes:
  data:
`;
  const check = (text: string) =>
    composeRules({
      compose: loadCompose(text) as ComposeFile,
      uses: variableUses(text),
      readDockerfile: () => undefined,
      secrets: SECRETS,
    });

  it('accept a good file', () => {
    expect(check(base)).toEqual([]);
  });

  it('accept the API trusting, beside the shell, the fixed address of a remote that reads from it (decision 061)', () => {
    const withRemote = (remoteEnvironment: string) =>
      `${base.replace('TRUSTED_PROXIES: 172.30.242.10', 'TRUSTED_PROXIES: "172.30.242.10,172.30.242.11"').replace('volumes:\n  data:', '')}  mfe-content:\n    image: content:1\n    restart: always\n    healthcheck: { test: [CMD, true] }\n    environment: ${remoteEnvironment}\n    networks: { default: { ipv4_address: 172.30.242.11 } }\nvolumes:\n  data:\n`;
    expect(check(withRemote('{ API_URL: "http://api:3000" }'))).toEqual([]);
    // A container that does not read from the API is not to be trusted by it.
    expect(check(withRemote('{}')).join('\n')).toContain('not 172.30.242.11');
  });

  it.each([
    [
      'a fixed host port on the replicated API',
      base.replace('deploy: { replicas: 2 }', 'deploy: { replicas: 2 }\n    ports: ["3000:3000"]'),
      'fixed host port',
    ],
    [
      'a container_name on the API',
      base.replace('deploy: { replicas: 2 }', 'deploy: { replicas: 2 }\n    container_name: api'),
      'container_name',
    ],
    ['no replicas on the API', base.replace('deploy: { replicas: 2 }', 'deploy: {}'), 'deploy.replicas'],
    [
      'a service without a healthcheck',
      base.replace(/ {4}healthcheck: \{ test: \[CMD, true\] \}\n {4}environment: \{ API/, '    environment: { API'),
      'no healthcheck',
    ],
    [
      'a service without a restart policy',
      base.replace('image: shell:1\n    restart: always', 'image: shell:1'),
      'restart policy',
    ],
    ['MySQL without a named volume', base.replace('volumes: [data:/var/lib/mysql]', 'volumes: []'), '/var/lib/mysql'],
    [
      'a secret with a default',
      base.replace('${MYSQL_PASSWORD:?x}', '${MYSQL_PASSWORD:-x}'),
      'MYSQL_PASSWORD is a secret',
    ],
    [
      'the API not waiting for a healthy MySQL',
      base.replace('condition: service_healthy', 'condition: service_started'),
      'service_healthy',
    ],
    [
      'the shell not reaching the API by service name',
      base.replace('http://api:3000', 'http://10.0.0.5:3000'),
      'API_URL',
    ],
    ['an unpinned image', base.replace('mysql:8.4', 'mysql:latest'), 'version tag'],
    [
      'the API trusting no proxy but loopback',
      base.replace('environment: { TRUSTED_PROXIES: 172.30.242.10 }', 'environment: {}'),
      'TRUSTED_PROXIES must be set',
    ],
    [
      'the API trusting private ranges',
      base.replace('TRUSTED_PROXIES: 172.30.242.10', 'TRUSTED_PROXIES: "loopback,linklocal,uniquelocal"'),
      'not loopback, linklocal, uniquelocal',
    ],
    [
      'the API trusting the whole network',
      base.replace('TRUSTED_PROXIES: 172.30.242.10', 'TRUSTED_PROXIES: "172.30.242.10,172.30.242.0/24"'),
      'not 172.30.242.0/24',
    ],
    [
      'a shell without a fixed address',
      base.replace('    networks: { default: { ipv4_address: 172.30.242.10 } }\n', ''),
      'shell: needs a fixed ipv4_address',
    ],
    [
      'the simulator outside the sandbox profile',
      `${base.replace('volumes:\n  data:', '')}  paypal-sim:\n    build: { context: ., dockerfile: services/paypal-sim/Dockerfile, args: { APP_VERSION: "" } }\n    read_only: true\n    restart: always\n    healthcheck: { test: [CMD, true] }\nvolumes:\n  data:\n`,
      'profile sandbox',
    ],
    [
      'MailDev outside the sandbox profile',
      `${base.replace('volumes:\n  data:', '')}  maildev:\n    image: maildev/maildev:2.2.1\n    restart: always\n    healthcheck: { test: [CMD, true] }\nvolumes:\n  data:\n`,
      'maildev: MailDev belongs to profile sandbox only',
    ],
    [
      'the API mailing into the sandbox by default',
      `${base.replace('environment: { TRUSTED_PROXIES: 172.30.242.10 }', 'environment: { TRUSTED_PROXIES: 172.30.242.10, SMTP_URL: "smtp://user:pw@maildev:1025" }').replace('volumes:\n  data:', '')}  maildev:\n    image: maildev/maildev:2.2.1\n    profiles: [sandbox]\n    restart: always\n    healthcheck: { test: [CMD, true] }\nvolumes:\n  data:\n`,
      'api: SMTP_URL reaches maildev, which only runs in a profile',
    ],
  ])('report %s', (_label, text, message) => {
    expect(check(text).join('\n')).toContain(message);
  });
});

describe('the table of variables', () => {
  it('is read from its own section only, every name in its first column', () => {
    const page =
      '| `ABOVE` | x |\n## Environment variables\n\n| Variable | Meaning |\n|---|---|\n| `A`, `B_C` | uses `NOT_THIS` |\n## Next\n| `LATER` | y |\n';
    expect([...documentedVariables(page)]).toEqual(['A', 'B_C']);
  });
});
