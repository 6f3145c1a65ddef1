import { spawnSync } from 'node:child_process';
import { lintDockerfile, parseDockerfile, projectConventions } from './dockerfile';
import { buildContext, dockerfiles, readText, workspaceRoot } from './workspace';

/** The deployables: Dockerfile, Nx project, and the folder its build writes (the only thing the image keeps). */
const images = [
  { dockerfile: 'shell/Dockerfile', project: 'shell', projectJson: 'shell/project.json' },
  { dockerfile: 'mfe-content/Dockerfile', project: 'mfe-content', projectJson: 'mfe-content/project.json' },
  { dockerfile: 'mfe-engage/Dockerfile', project: 'mfe-engage', projectJson: 'mfe-engage/project.json' },
  { dockerfile: 'mfe-donate/Dockerfile', project: 'mfe-donate', projectJson: 'mfe-donate/project.json' },
  { dockerfile: 'services/api/Dockerfile', project: 'api', projectJson: 'services/api/project.json' },
  {
    dockerfile: 'services/paypal-sim/Dockerfile',
    project: 'paypal-sim',
    projectJson: 'services/paypal-sim/project.json',
  },
];

/** The Node version CI and `tools/scripts/with-project-node.sh` run (.nvmrc): the images run the same. */
const nodeVersion = readText('.nvmrc').trim();

describe('Dockerfiles', () => {
  it('are exactly the deployables listed here', () => {
    expect(dockerfiles()).toEqual(images.map((image) => image.dockerfile).sort());
  });

  describe.each(images)('$dockerfile', ({ dockerfile, project, projectJson }) => {
    const text = readText(dockerfile);
    const context = buildContext(dockerfile);

    it("passes dockerfile-utils validation and the lint rules, on the project's Node", () => {
      expect(lintDockerfile(text, { inContext: context.includes, nodeVersion })).toEqual([]);
    });

    it('follows the project conventions (APP_VERSION through, OCI labels, NODE_ENV)', () => {
      expect(projectConventions(text)).toEqual([]);
    });

    it('has its own <Dockerfile>.dockerignore, which keeps secrets, dependencies and build output out', () => {
      expect(context.ignoreFile).toBe(`${dockerfile}.dockerignore`);
      const leaked = [...context.files].filter(
        (file) => /(^|\/)(node_modules|dist|\.nx|\.git|tmp|coverage)\//.test(file) || /(^|\/)\.env(\.|$)/.test(file),
      );
      expect(leaked).toEqual([]);
    });

    it('builds its own project, and its context holds what that build reads', () => {
      const { stages } = parseDockerfile(text);
      const runs = stages.flatMap((stage) =>
        stage.instructions
          .filter((instruction) => instruction.keyword === 'RUN')
          .map((instruction) => instruction.args),
      );
      expect(runs.some((run) => run.includes(`nx run ${project}:build`))).toBe(true);
      const projectRoot = projectJson.replace(/\/project\.json$/, '');
      const needed = [
        'package.json',
        'package-lock.json',
        '.npmrc',
        'nx.json',
        'tsconfig.base.json',
        projectJson,
        'tools/rspack/node-app.ts',
        'tools/rspack/swc-loader.ts',
        `${projectRoot}/rspack.config.ts`,
        `${projectRoot}/tsconfig.json`,
      ];
      // Every workspace library a bundle may import (tsconfig paths), since the context cannot know which.
      const { compilerOptions } = JSON.parse(readText('tsconfig.base.json')) as {
        compilerOptions: { paths: Record<string, string[]> };
      };
      const libraries = Object.values(compilerOptions.paths).map(([target]) => (target as string).replace(/^\.\//, ''));
      expect([...needed, ...libraries].filter((path) => !context.includes(path))).toEqual([]);
    });

    it("copies the project's build output into the runtime stage and starts from it", () => {
      const { stages } = parseDockerfile(text);
      const runtime = stages.at(-1);
      const copies = (runtime?.instructions ?? []).filter(
        (instruction) => instruction.keyword === 'COPY' && instruction.flags['from'],
      );
      const [source = '', destination = ''] = copies[0]?.args.split(/\s+/) ?? [];
      const outputs = (JSON.parse(readText(projectJson)) as { targets: { build: { outputs: string[] } } }).targets.build
        .outputs;
      expect(outputs.map((output) => output.replace('{workspaceRoot}', '/workspace'))).toContain(source);
      const workdir = runtime?.instructions.filter((instruction) => instruction.keyword === 'WORKDIR').at(-1)?.args;
      const cmd = JSON.parse(
        runtime?.instructions.find((instruction) => instruction.keyword === 'CMD')?.args ?? '[]',
      ) as string[];
      expect(workdir).toBe('/app');
      expect(cmd[0]).toBe('node');
      expect(`./${cmd[1]}`.startsWith(`${destination}/`)).toBe(true);
    });
  });

  // Debian 12 has no hadolint package and GitHub (its releases) is out of reach here: the rules above stand
  // in for it. Where a hadolint binary is on the PATH, it runs too.
  const hadolint = spawnSync('hadolint', ['--version'], { encoding: 'utf8' });
  (hadolint.status === 0 ? it : it.skip)('pass hadolint (when installed)', () => {
    for (const { dockerfile } of images) {
      const run = spawnSync('hadolint', ['--failure-threshold', 'warning', dockerfile], {
        cwd: workspaceRoot,
        encoding: 'utf8',
      });
      expect(`${dockerfile}: ${run.stdout}${run.stderr}`.trim()).toBe(`${dockerfile}:`);
    }
  });
});

describe('services/api/Dockerfile', () => {
  it('compiles nothing: better-sqlite3 ships its Node-API binaries, so no stage installs a toolchain', () => {
    const { stages } = parseDockerfile(readText('services/api/Dockerfile'));
    const runs = stages.flatMap((stage) => stage.instructions).filter((instruction) => instruction.keyword === 'RUN');
    expect(runs.map((run) => run.args).filter((args) => /\b(g\+\+|make|python3|node-gyp)\b/.test(args))).toEqual([]);
  });

  it('copies the Linux binaries better-sqlite3 picks at run time into the self-contained build', () => {
    const config = readText('services/api/rspack.config.ts');
    for (const target of ['linux-x64', 'linux-arm64', 'linuxmusl-x64', 'linuxmusl-arm64'])
      expect(config).toContain(`'${target}'`);
  });
});

describe.each(['mfe-content', 'mfe-engage', 'mfe-donate'])('%s/Dockerfile', (project) => {
  const { globalArgs, stages } = parseDockerfile(readText(`${project}/Dockerfile`));
  const browser = `/app/dist/${project}/browser`;

  it("keeps the previous release's chunks: PREVIOUS_IMAGE defaults to an empty folder where a release keeps its files", () => {
    expect(globalArgs['PREVIOUS_IMAGE']).toBe('no-previous-release');
    const empty = stages.find((stage) => stage.name === 'no-previous-release');
    expect(empty?.instructions.map((instruction) => `${instruction.keyword} ${instruction.args}`)).toEqual([
      `WORKDIR ${browser}`,
    ]);
    expect(stages.find((stage) => stage.name === 'previous-release')?.image).toBe('${PREVIOUS_IMAGE}');
    const runtimeCopy = stages.at(-1)?.instructions.find((instruction) => instruction.keyword === 'COPY');
    expect(runtimeCopy?.args).toBe(`/workspace/dist/${project} ./dist/${project}`);
  });

  it('puts those files in the output folder before the build, which keeps them by their list', () => {
    const build = stages.find((stage) => stage.name === 'build');
    const steps = (build?.instructions ?? []).map(
      (instruction) => `${instruction.keyword} ${instruction.flags['from'] ?? ''} ${instruction.args}`,
    );
    const copy = steps.indexOf(`COPY previous-release ${browser} ./dist/${project}/browser`);
    expect(copy).toBeGreaterThan(steps.findIndex((step) => step.startsWith('COPY  . .')));
    expect(copy).toBe(steps.findIndex((step) => step.includes(`nx run ${project}:build`)) - 1);
  });
});

describe('the Dockerfile rules', () => {
  const inContext = (source: string) => source === '.' || source === 'package.json';
  const good = [
    '# syntax=docker/dockerfile:1.7',
    'FROM node:26.10.0-trixie-slim AS build',
    'WORKDIR /workspace',
    'COPY package.json ./',
    'RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund',
    'FROM node:26.10.0-alpine AS runtime',
    'WORKDIR /app',
    'COPY --from=build --chown=root:root /workspace/dist ./dist',
    'USER node',
    'EXPOSE 3000',
    'HEALTHCHECK CMD ["node", "-e", "0"]',
    'CMD ["node", "dist/main.js"]',
  ];
  const lint = (lines: string[]) => lintDockerfile(lines.join('\n'), { inContext, nodeVersion: '26.10.0' });
  const rules = (lines: string[]) => lint(lines).map((problem) => /\[([^\]]+)\]/.exec(problem)?.[1]);
  const without = (pattern: RegExp) => good.filter((line) => !pattern.test(line));
  const replace = (pattern: RegExp, line: string) =>
    good.map((candidate) => (pattern.test(candidate) ? line : candidate));

  it('accept a good Dockerfile', () => {
    expect(lint(good)).toEqual([]);
  });

  it.each([
    ['non-root', without(/^USER/)],
    ['non-root', replace(/^USER/, 'USER root')],
    ['healthcheck', without(/^HEALTHCHECK/)],
    ['expose', without(/^EXPOSE/)],
    ['pinned-base', replace(/^FROM node:26.10.0-alpine/, 'FROM node:latest AS runtime')],
    ['pinned-base', replace(/^FROM node:26.10.0-alpine/, 'FROM node AS runtime')],
    ['pinned-base', replace(/^FROM node:26.10.0-alpine/, 'FROM node:lts-alpine AS runtime')],
    ['node-version', replace(/^FROM node:26.10.0-alpine/, 'FROM node:20.20.2-alpine AS runtime')],
    ['node-version', replace(/^FROM node:26.10.0-trixie/, 'FROM node:26-trixie-slim AS build')],
    [
      'pinned-base',
      replace(/^FROM node:26.10.0-trixie/, 'ARG BASE=node:26.10.0-alpine').concat('FROM ${BASE} AS other'),
    ],
    ['pinned-base', replace(/^FROM node:26.10.0-alpine/, 'FROM ${PREVIOUS_IMAGE} AS runtime')],
    ['no-add', replace(/^COPY package.json/, 'ADD package.json ./')],
    ['npm-flags', replace(/npm ci/, 'RUN --mount=type=cache,target=/root/.npm npm ci')],
    ['npm-cache', replace(/npm ci/, 'RUN npm ci --no-audit --no-fund')],
    ['syntax-directive', without(/^# syntax/)],
    ['copy-chown', replace(/^COPY --from/, 'COPY --from=build /workspace/dist ./dist')],
    ['copy-from', replace(/^COPY --from/, 'COPY --from=builder --chown=root:root /workspace/dist ./dist')],
    ['copy-source', replace(/^COPY package.json/, 'COPY package-lock.json ./')],
    ['exec-form', replace(/^CMD/, 'CMD node dist/main.js')],
    ['multi-stage', good.slice(0, 1).concat(good.slice(5))],
    ['dockerfile-utils', replace(/^HEALTHCHECK/, 'HEALTHCHECK --interval=5 CMD ["node", "-e", "0"]')],
  ])('report %s', (rule, lines) => {
    expect(rules(lines)).toContain(rule);
  });

  it('accept a stage chosen by a build argument whose default is an earlier stage (a previous release)', () => {
    const withPrevious = [
      good[0] as string,
      'ARG PREVIOUS_IMAGE=empty',
      'FROM node:26.10.0-alpine AS empty',
      'WORKDIR /app',
      'FROM ${PREVIOUS_IMAGE} AS previous',
      ...good.slice(1),
    ];
    expect(lint(withPrevious)).toEqual([]);
  });

  it('accept npm with its cache cleaned in the same layer instead of a cache mount', () => {
    expect(lint(replace(/npm ci/, 'RUN npm ci --no-audit --no-fund && npm cache clean --force'))).toEqual([]);
  });

  it('want APP_VERSION passed through and the OCI labels', () => {
    expect(projectConventions(good.join('\n'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('ARG APP_VERSION'),
        expect.stringContaining('org.opencontainers.image.title'),
      ]),
    );
  });
});
