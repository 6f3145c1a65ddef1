import { loadCompose } from './compose';
import type { ComposeFile } from './compose-rules';
import {
  type Instruction,
  type Stage,
  inheritedInstructions,
  lintDockerfile,
  parseDockerfile,
  projectConventions,
  resolveBuildArgs,
} from './dockerfile';
import { buildContext, dockerfiles, readText } from './workspace';

const REMOTE_DOCKERFILE = 'deploy/remote.Dockerfile';
const REMOTES = [
  { project: 'mfe-content', port: 4201, portVariable: 'CONTENT_PORT', about: 'the content remote' },
  { project: 'mfe-engage', port: 4202, portVariable: 'ENGAGE_PORT', about: 'the engage remote' },
  { project: 'mfe-donate', port: 4203, portVariable: 'DONATE_PORT', about: 'the donate remote' },
];

/** The build arguments docker-compose.yml gives a service's image (the remotes' REMOTE among them). */
function composeBuildArgs(service: string): Record<string, string> {
  const build = (loadCompose(readText('docker-compose.yml')) as ComposeFile).services?.[service]?.build;
  const args = typeof build === 'object' ? build.args : undefined;
  return Array.isArray(args)
    ? Object.fromEntries(args.map((arg) => [arg.split('=')[0] as string, arg.split('=').slice(1).join('=')]))
    : Object.fromEntries(Object.entries(args ?? {}).map(([name, value]) => [name, String(value ?? '')]));
}

/**
 * The deployables: Dockerfile, the build arguments that choose what it builds, Nx project, and the folder its
 * build writes (the only thing the image keeps). The remotes share one Dockerfile, told apart by REMOTE.
 */
const images = [
  { dockerfile: 'shell/Dockerfile', args: {}, project: 'shell', projectJson: 'shell/project.json' },
  ...REMOTES.map(({ project }) => ({
    dockerfile: REMOTE_DOCKERFILE,
    args: { REMOTE: project },
    project,
    projectJson: `${project}/project.json`,
  })),
  { dockerfile: 'services/api/Dockerfile', args: {}, project: 'api', projectJson: 'services/api/project.json' },
  {
    dockerfile: 'services/paypal-sim/Dockerfile',
    args: {},
    project: 'paypal-sim',
    projectJson: 'services/paypal-sim/project.json',
  },
];

/** The Node version CI and `tools/scripts/with-project-node.sh` run (.nvmrc): the images run the same. */
const nodeVersion = readText('.nvmrc').trim();

/** Files of the build context a stage copies in (COPY without --from). */
function copiedFiles(instructions: Instruction[], files: string[]): Set<string> {
  const copied = new Set<string>();
  for (const { keyword, flags, args } of instructions) {
    if (keyword !== 'COPY' || flags['from'] !== undefined) continue;
    for (const source of args
      .split(/\s+/)
      .slice(0, -1)
      .map((path) => (path === '.' ? '' : path.replace(/^\.\//, '').replace(/\/+$/, '')))) {
      for (const file of files) {
        const inSource = source === '' || file === source || file.startsWith(`${source}/`);
        if (inSource) copied.add(file);
      }
    }
  }
  return copied;
}

/**
 * Files a build stage gets by `COPY --from=sources`: what the sources stage copied from the context, less the
 * top-level folders its `find … -exec rm` drops (every `mfe-*` but the one built).
 */
function fromSourcesStage(stages: Stage[], instructions: Instruction[], files: string[], project: string): string[] {
  if (!instructions.some((instruction) => instruction.keyword === 'COPY' && instruction.flags['from'] === 'sources'))
    return [];
  const sources = stages.find((stage) => stage.name === 'sources');
  const prunes = sources?.instructions.some(
    (instruction) => instruction.keyword === 'RUN' && instruction.args.includes(`-name 'mfe-*' ! -name "${project}"`),
  );
  const copied = [...copiedFiles(sources?.instructions ?? [], files)];
  return prunes ? copied.filter((file) => !file.startsWith('mfe-') || file.startsWith(`${project}/`)) : copied;
}

describe('Dockerfiles', () => {
  it('are exactly the deployables listed here', () => {
    expect(dockerfiles()).toEqual([...new Set(images.map((image) => image.dockerfile))].sort());
  });

  describe.each(images)('$dockerfile for $project', ({ dockerfile, args, project, projectJson }) => {
    const text = resolveBuildArgs(readText(dockerfile), args);
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

    it('builds its own project, and what it copies from the context holds what that build reads', () => {
      const { stages } = parseDockerfile(text);
      const build = stages.find((stage) =>
        stage.instructions.some(
          (instruction) => instruction.keyword === 'RUN' && /nx run "?[a-z-]+:build/.test(instruction.args),
        ),
      );
      const run = build?.instructions.find((instruction) => /nx run "?[a-z-]+:build/.test(instruction.args));
      expect(/nx run "?([a-z-]+):build/.exec(run?.args ?? '')?.[1]).toBe(project);
      const copied = new Set([
        ...copiedFiles(build?.instructions ?? [], [...context.files]),
        ...fromSourcesStage(stages, build?.instructions ?? [], [...context.files], project),
      ]);
      const includes = (path: string) => copied.has(path) || [...copied].some((file) => file.startsWith(`${path}/`));
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
      expect([...needed, ...libraries].filter((path) => !includes(path))).toEqual([]);
    });

    it("copies the project's build output into the runtime stage and starts from it", () => {
      const { stages } = parseDockerfile(text);
      const runtime = stages.at(-1);
      const inherited = runtime ? inheritedInstructions(stages, runtime) : [];
      const copies = (runtime?.instructions ?? []).filter(
        (instruction) => instruction.keyword === 'COPY' && instruction.flags['from'],
      );
      const [source = '', destination = ''] = copies[0]?.args.split(/\s+/) ?? [];
      const outputs = (JSON.parse(readText(projectJson)) as { targets: { build: { outputs: string[] } } }).targets.build
        .outputs;
      expect(outputs.map((output) => output.replace('{workspaceRoot}', '/workspace'))).toContain(source);
      // WORKDIR after the copy, relative to the one before: where CMD's relative path starts.
      let workdir = '/';
      for (const instruction of inherited.filter((candidate) => candidate.keyword === 'WORKDIR'))
        workdir = instruction.args.startsWith('/') ? instruction.args : `${workdir}/${instruction.args}`;
      const cmd = JSON.parse(
        inherited.filter((instruction) => instruction.keyword === 'CMD').at(-1)?.args ?? '[]',
      ) as string[];
      const copiedTo = destination.startsWith('/') ? destination : `/app/${destination.replace(/^\.\//, '')}`;
      expect(cmd[0]).toBe('node');
      // CMD is exec form: Docker expands no variable in it, so a `$` would reach node as it is.
      expect(cmd.filter((word) => word.includes('$'))).toEqual([]);
      expect(`${workdir}/${cmd[1]}`.startsWith(`${copiedTo}/`)).toBe(true);
    });
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

describe.each(REMOTES)(`${REMOTE_DOCKERFILE} for $project`, ({ project, port, portVariable, about }) => {
  const text = resolveBuildArgs(readText(REMOTE_DOCKERFILE), { REMOTE: project });
  const { globalArgs, stages } = parseDockerfile(text);
  const browser = `/app/dist/${project}/browser`;
  const runtime = stages.at(-1);
  const inherited = runtime ? inheritedInstructions(stages, runtime) : [];
  const env = inherited
    .filter((instruction) => instruction.keyword === 'ENV')
    .flatMap((instruction) => instruction.args.split(/\s+/));
  const labels = inherited
    .filter((instruction) => instruction.keyword === 'LABEL')
    .map((instruction) => instruction.args)
    .join(' ');

  it('is what docker-compose.yml builds for its service, told apart by REMOTE alone', () => {
    const build = (loadCompose(readText('docker-compose.yml')) as ComposeFile).services?.[project]?.build;
    expect(typeof build === 'object' ? build.dockerfile : build).toBe(REMOTE_DOCKERFILE);
    expect(composeBuildArgs(project)).toEqual(expect.objectContaining({ REMOTE: project }));
  });

  it("keeps the previous release's chunks: PREVIOUS_IMAGE defaults to an empty folder where a release keeps its files", () => {
    expect(globalArgs['PREVIOUS_IMAGE']).toBe('no-previous-release');
    const empty = stages.find((stage) => stage.name === 'no-previous-release');
    expect(
      empty?.instructions
        .filter((instruction) => instruction.keyword !== 'ARG')
        .map((instruction) => `${instruction.keyword} ${instruction.args}`),
    ).toEqual([`WORKDIR ${browser}`]);
    expect(stages.find((stage) => stage.name === 'previous-release')?.image).toBe('${PREVIOUS_IMAGE}');
    const runtimeCopy = runtime?.instructions.find((instruction) => instruction.keyword === 'COPY');
    expect(runtimeCopy?.flags['chown']).toBe('root:root');
    expect(runtimeCopy?.args).toBe(`/workspace/dist/${project} /app/dist/${project}`);
  });

  it('puts those files in the output folder before the build, which keeps them by their list', () => {
    const build = stages.find((stage) => stage.name === 'build');
    const steps = (build?.instructions ?? []).map(
      (instruction) => `${instruction.keyword} ${instruction.flags['from'] ?? ''} ${instruction.args}`,
    );
    const copy = steps.indexOf(`COPY previous-release ${browser} ./dist/${project}/browser`);
    expect(copy).toBeGreaterThan(steps.findIndex((step) => step.startsWith('COPY sources /sources ')));
    expect(copy).toBe(steps.findIndex((step) => step.includes(`nx run "${project}:build"`)) - 1);
  });

  it("copies its own sources into the build, not the other remotes' (their changes leave its cache alone)", () => {
    // The sources stage takes the context and drops the other remotes; the build copies that stage's folder,
    // which BuildKit keys by content, and nothing else from the context but the package files.
    const sources = stages.find((stage) => stage.name === 'sources');
    const steps = (sources?.instructions ?? []).map((instruction) => `${instruction.keyword} ${instruction.args}`);
    expect(steps).toEqual([
      'COPY . /sources',
      'ARG REMOTE',
      `RUN find /sources -mindepth 1 -maxdepth 1 -name 'mfe-*' ! -name "${project}" -exec rm -rf {} +`,
    ]);
    const build = stages.find((stage) => stage.name === 'build');
    const files = [...buildContext(REMOTE_DOCKERFILE).files];
    expect([...copiedFiles(build?.instructions ?? [], files)].sort()).toEqual(
      ['.npmrc', 'package-lock.json', 'package.json'].sort(),
    );
    expect(build?.instructions.some((i) => i.keyword === 'COPY' && i.flags['from'] === 'sources')).toBe(true);
    const kept = files.filter((file) => !/^mfe-/.test(file) || file.startsWith(`${project}/`));
    expect(kept.some((file) => file.startsWith(`${project}/src/`))).toBe(true);
    // Nothing else at the root is named like a remote, so the prune drops no file another build needs.
    const topLevel = new Set(
      files.map((file) => file.split('/')[0] as string).filter((name) => name.startsWith('mfe-')),
    );
    expect([...topLevel].sort()).toEqual(REMOTES.map((remote) => remote.project).sort());
  });

  it('says what it is: OCI title and description of this remote', () => {
    expect(labels).toContain(`org.opencontainers.image.title="sun-to-sanctuary-${project}"`);
    expect(labels).toMatch(new RegExp(`org\\.opencontainers\\.image\\.description="${about} \\(`));
  });

  it('runs in production on its own port: its own variable set, exposed, and asked by the HEALTHCHECK', () => {
    expect(env).toEqual(
      expect.arrayContaining(['NODE_ENV=production', `${portVariable}=${port}`, `PORT_VARIABLE=${portVariable}`]),
    );
    expect(env).toContain('APP_VERSION=${APP_VERSION}');
    expect(inherited.filter((instruction) => instruction.keyword === 'EXPOSE').map((i) => i.args)).toEqual([`${port}`]);
    const healthcheck = inherited.filter((instruction) => instruction.keyword === 'HEALTHCHECK').at(-1)?.args ?? '';
    expect(healthcheck).toContain("process.env[process.env.PORT_VARIABLE] + '/healthz'");
    expect(inherited.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args).toBe('node');
  });
});

describe('build arguments', () => {
  it('are replaced where Docker replaces them: global ones in FROM, others after their ARG, never in CMD', () => {
    const text = [
      'ARG A',
      'FROM base-${A} AS one',
      'WORKDIR /${A}',
      'ARG A',
      'COPY $A /x/${A}',
      'CMD ["node", "${A}"]',
      'FROM one',
      'RUN echo ${A}',
    ].join('\n');
    expect(resolveBuildArgs(text, { A: 'v' }).split('\n')).toEqual([
      'ARG A',
      'FROM base-v AS one',
      'WORKDIR /${A}',
      'ARG A',
      'COPY v /x/v',
      'CMD ["node", "${A}"]',
      'FROM one',
      'RUN echo ${A}',
    ]);
  });

  it('let a stage inherit what the stage it is built FROM set', () => {
    const { stages } = parseDockerfile('FROM node:1 AS base\nEXPOSE 1\nFROM base AS final\nUSER node\n');
    expect(inheritedInstructions(stages, stages[1] as (typeof stages)[number]).map((i) => i.keyword)).toEqual([
      'EXPOSE',
      'USER',
    ]);
  });
});

describe('the Dockerfile rules', () => {
  const inContext = (source: string) => source === '.' || source === 'package.json';
  const good = [
    'FROM node:26.10.0-trixie-slim AS build',
    'WORKDIR /workspace',
    'COPY package.json ./',
    'RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund',
    'FROM node:26.10.0-trixie-slim AS runtime',
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
    ['pinned-base', replace(/AS runtime$/, 'FROM node:latest AS runtime')],
    ['pinned-base', replace(/AS runtime$/, 'FROM node AS runtime')],
    ['pinned-base', replace(/AS runtime$/, 'FROM node:lts-trixie-slim AS runtime')],
    ['node-version', replace(/AS runtime$/, 'FROM node:20.20.2-trixie-slim AS runtime')],
    ['node-version', replace(/AS build$/, 'FROM node:26-trixie-slim AS build')],
    ['base-family', replace(/AS runtime$/, 'FROM node:26.10.0-alpine AS runtime')],
    ['pinned-base', replace(/AS build$/, 'ARG BASE=node:26.10.0-trixie-slim').concat('FROM ${BASE} AS other')],
    ['pinned-base', replace(/AS runtime$/, 'FROM ${PREVIOUS_IMAGE} AS runtime')],
    ['no-add', replace(/^COPY package.json/, 'ADD package.json ./')],
    ['npm-flags', replace(/npm ci/, 'RUN --mount=type=cache,target=/root/.npm npm ci')],
    ['npm-cache', replace(/npm ci/, 'RUN npm ci --no-audit --no-fund')],
    ['built-in-frontend', ['# syntax=docker/dockerfile:1.19', ...good]],
    ['built-in-frontend', replace(/^COPY package.json/, 'COPY --exclude=mfe-* . .')],
    ['built-in-frontend', replace(/^COPY package.json/, 'COPY --link package.json ./')],
    ['built-in-frontend', replace(/^RUN --mount/, 'RUN <<EOF')],
    ['copy-chown', replace(/^COPY --from/, 'COPY --from=build /workspace/dist ./dist')],
    ['copy-from', replace(/^COPY --from/, 'COPY --from=builder --chown=root:root /workspace/dist ./dist')],
    ['copy-source', replace(/^COPY package.json/, 'COPY package-lock.json ./')],
    ['exec-form', replace(/^CMD/, 'CMD node dist/main.js')],
    ['multi-stage', good.slice(4)],
    ['dockerfile-utils', replace(/^HEALTHCHECK/, 'HEALTHCHECK --interval=5 CMD ["node", "-e", "0"]')],
  ])('report %s', (rule, lines) => {
    expect(rules(lines)).toContain(rule);
  });

  it('accept a stage chosen by a build argument whose default is an earlier stage (a previous release)', () => {
    const withPrevious = [
      'ARG PREVIOUS_IMAGE=empty',
      'FROM node:26.10.0-trixie-slim AS empty',
      'WORKDIR /app',
      'FROM ${PREVIOUS_IMAGE} AS previous',
      ...good,
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
