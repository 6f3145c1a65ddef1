import { validate } from 'dockerfile-utils';

/** One instruction, continuation lines joined. `line` is 1-based, where it starts. */
export type Instruction = { keyword: string; flags: Record<string, string>; args: string; line: number };
export type Stage = { image: string; name?: string; instructions: Instruction[]; line: number };
/** `globalArgs`: the ARGs before the first FROM (usable in FROM lines), with their defaults. */
export type ParsedDockerfile = {
  directives: Record<string, string>;
  globalArgs: Record<string, string | undefined>;
  stages: Stage[];
};

/** A Dockerfile as stages of instructions (comments dropped, `\` continuations joined, leading --flags split off). */
export function parseDockerfile(text: string): ParsedDockerfile {
  const directives: Record<string, string> = {};
  const instructions: Instruction[] = [];
  const lines = text.split(/\r?\n/);
  let inDirectives = true;
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] as string;
    const trimmed = raw.trim();
    const directive = /^#\s*([a-zA-Z]+)\s*=\s*(\S+)\s*$/.exec(trimmed);
    if (inDirectives && directive) {
      directives[(directive[1] as string).toLowerCase()] = directive[2] as string;
      continue;
    }
    if (!trimmed || trimmed.startsWith('#')) {
      if (trimmed) inDirectives = false;
      continue;
    }
    inDirectives = false;
    const start = index + 1;
    let body = trimmed;
    while (body.endsWith('\\') && index + 1 < lines.length) {
      body = body.slice(0, -1);
      index += 1;
      const next = (lines[index] as string).trim();
      if (next.startsWith('#')) continue;
      body += ` ${next}`;
    }
    const [, keyword = '', rest = ''] = /^(\S+)\s*([\s\S]*)$/.exec(body) ?? [];
    const flags: Record<string, string> = {};
    let args = rest.trim();
    for (
      let flag = /^--([a-zA-Z-]+)(?:=(\S*))?\s*/.exec(args);
      flag;
      flag = /^--([a-zA-Z-]+)(?:=(\S*))?\s*/.exec(args)
    ) {
      flags[flag[1] as string] = flag[2] ?? 'true';
      args = args.slice(flag[0].length);
    }
    instructions.push({ keyword: keyword.toUpperCase(), flags, args: args.trim(), line: start });
  }
  const stages: Stage[] = [];
  const globalArgs: Record<string, string | undefined> = {};
  for (const instruction of instructions) {
    if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [, name = '', value] = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(\S*))?/.exec(instruction.args) ?? [];
      globalArgs[name] = value;
    }
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      stages.push({
        image,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
        line: instruction.line,
      });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { directives, globalArgs, stages };
}

/**
 * A stage's instructions after those of the earlier stages it is built FROM (by name): what its image inherits
 * (labels, environment, exposed ports, user, health check).
 */
export function inheritedInstructions(stages: Stage[], stage: Stage): Instruction[] {
  const base = stages
    .slice(0, stages.indexOf(stage))
    .reverse()
    .find((candidate) => candidate.name === stage.image);
  return [...(base ? inheritedInstructions(stages, base) : []), ...stage.instructions];
}

/** The instructions whose arguments Docker expands build arguments in (RUN: its shell, from the environment). */
const EXPANDED = new Set(['ADD', 'COPY', 'ENV', 'EXPOSE', 'LABEL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR', 'RUN']);

/**
 * The Dockerfile as built with these `--build-arg`s: each `${NAME}` / `$NAME` replaced where Docker replaces it
 * — in FROM when declared before the first FROM, else only in a stage that declares `ARG NAME` (from there on),
 * and never in CMD, ENTRYPOINT or HEALTHCHECK (exec form: no expansion).
 */
export function resolveBuildArgs(text: string, args: Record<string, string>): string {
  const global = new Set<string>();
  let scope: Set<string> | undefined;
  let keyword = '';
  const substitute = (line: string, names: Set<string>) =>
    line.replace(
      /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (whole: string, braced?: string, bare?: string) => {
        const name = braced ?? bare ?? '';
        return names.has(name) && name in args ? (args[name] as string) : whole;
      },
    );
  let continued = false;
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (!continued && trimmed && !trimmed.startsWith('#')) {
        keyword = (/^(\S+)/.exec(trimmed)?.[1] ?? '').toUpperCase();
        const declared = /^ARG\s+([A-Za-z_][A-Za-z0-9_]*)/i.exec(trimmed)?.[1];
        if (keyword === 'FROM') scope = new Set();
        else if (declared) (scope ?? global).add(declared);
      }
      if (!trimmed.startsWith('#')) continued = trimmed.endsWith('\\');
      if (keyword === 'FROM') return substitute(line, global);
      return scope && EXPANDED.has(keyword) ? substitute(line, scope) : line;
    })
    .join('\n');
}

/** Words of a shell-form or exec-form (JSON array) argument. */
function words(args: string): string[] {
  if (args.startsWith('[')) {
    try {
      return (JSON.parse(args) as unknown[]).map(String);
    } catch {
      // Not JSON after all: shell form.
    }
  }
  return args.split(/\s+/).filter(Boolean);
}

export type DockerfileContext = {
  /** Whether a path (relative to the build context, as written after COPY) is in the build context. */
  inContext: (source: string) => boolean;
  /** The project's Node version (.nvmrc): every `node:` base image must be exactly it. */
  nodeVersion?: string;
};

/** `${NAME}` or `$NAME`: the whole image chosen by a build argument. */
function argumentNamed(image: string): string | undefined {
  return /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(image)?.[1];
}

/**
 * dockerfile-utils' own validation (the VS Code Docker extension's) plus the hadolint rules that matter most
 * here and this project's: every problem as `line N: [rule] message`.
 */
export function lintDockerfile(text: string, context: DockerfileContext): string[] {
  const problems: string[] = [];
  const add = (line: number, rule: string, message: string) => problems.push(`line ${line}: [${rule}] ${message}`);

  for (const diagnostic of validate(text, {})) {
    const message = typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value;
    add(diagnostic.range.start.line + 1, 'dockerfile-utils', message);
  }

  const { directives, globalArgs, stages } = parseDockerfile(text);
  if (directives['syntax'])
    add(
      1,
      'built-in-frontend',
      "no `# syntax=` directive: the engine's built-in Dockerfile frontend builds it, with no frontend image to pull",
    );
  if (stages.length < 2)
    add(1, 'multi-stage', 'build in one stage and copy the output into a separate, smaller runtime stage');

  const stageNames = new Set<string>();
  stages.forEach((stage, index) => {
    const isFinal = index === stages.length - 1;
    // Base images: a stage built before, or an image with a specific version tag (DL3006, DL3007).
    if (!stageNames.has(stage.image)) {
      const [, tag] = /^[^@]+?(?::([^:/@]+))?(?:@sha256:[0-9a-f]{64})?$/.exec(stage.image) ?? [];
      const digest = stage.image.includes('@sha256:');
      const argument = argumentNamed(stage.image);
      // An argument whose default is an earlier stage is fine: the operator passes a pinned image (the previous release).
      const defaultsToStage = argument !== undefined && stageNames.has(globalArgs[argument] ?? '');
      if (stage.image.includes('$')) {
        if (!defaultsToStage)
          add(
            stage.line,
            'pinned-base',
            `base image "${stage.image}" is chosen by a build argument; write the tag, or default the argument to an earlier stage`,
          );
      } else if (!digest && (!tag || tag === 'latest' || !/\d/.test(tag))) {
        add(stage.line, 'pinned-base', `base image "${stage.image}" needs a version tag (not latest)`);
      }
    }
    const nodeTag = /^node:([^@]+)/.exec(stage.image)?.[1];
    // One base family, the one the proof makes offline from Debian's packages (decision 073).
    if (nodeTag && context.nodeVersion && nodeTag !== `${context.nodeVersion}-trixie-slim`)
      add(stage.line, 'base-family', `base image "${stage.image}": node:${context.nodeVersion}-trixie-slim`);
    if (
      context.nodeVersion &&
      nodeTag &&
      !nodeTag.startsWith(`${context.nodeVersion}-`) &&
      nodeTag !== context.nodeVersion
    ) {
      add(
        stage.line,
        'node-version',
        `base image "${stage.image}" is not the project's Node ${context.nodeVersion} (.nvmrc): node:${context.nodeVersion}-<variant>`,
      );
    }
    if (stage.name) stageNames.add(stage.name);

    for (const instruction of stage.instructions) {
      const { keyword, flags, args, line } = instruction;
      if (keyword === 'ADD') {
        const sources = words(args).slice(0, -1);
        if (sources.some((source) => !/^(https?|git):\/\//.test(source)))
          add(line, 'no-add', 'use COPY for files and folders (DL3020)');
      }
      if (keyword === 'RUN' && /\bnpm\s+(ci|install|i)\b/.test(args)) {
        if (!/--no-audit\b/.test(args) || !/--no-fund\b/.test(args))
          add(line, 'npm-flags', 'npm ci/install needs --no-audit --no-fund');
        const cacheMount = (flags['mount'] ?? '').includes('type=cache');
        if (!cacheMount && !/npm cache clean --force/.test(args)) {
          add(
            line,
            'npm-cache',
            "keep npm's cache out of the layer: RUN --mount=type=cache,target=/root/.npm or `npm cache clean --force`",
          );
        }
      }
      // The engine's built-in frontend (BuildKit 0.8 in Debian's Docker 20.10) builds it offline: no --exclude,
      // --link or --parents, no heredocs (decision 073).
      const unsupported = ['exclude', 'link', 'parents'].filter((flag) => flags[flag] !== undefined);
      if ((keyword === 'COPY' || keyword === 'ADD') && unsupported.length > 0)
        add(line, 'built-in-frontend', `${keyword} --${unsupported.join(', --')} needs a newer Dockerfile syntax`);
      if (/<<-?\s*["']?[A-Za-z_]+["']?\s*$/.test(args))
        add(line, 'built-in-frontend', 'a heredoc needs a newer Dockerfile syntax');
      if (keyword === 'RUN' && /\bsudo\b/.test(args)) add(line, 'no-sudo', 'do not use sudo (DL3004)');
      if (keyword === 'COPY') {
        const from = flags['from'];
        const sources = words(args).slice(0, -1);
        if (from !== undefined) {
          if (!stageNames.has(from)) add(line, 'copy-from', `COPY --from=${from} names no earlier stage`);
          if (from === stage.name) add(line, 'copy-from', 'COPY --from its own stage (DL3022)');
        } else {
          for (const source of sources) {
            if (!context.inContext(source))
              add(
                line,
                'copy-source',
                `"${source}" is not in the build context (missing, or excluded by the .dockerignore)`,
              );
          }
        }
        if (isFinal && flags['chown'] === undefined)
          add(line, 'copy-chown', 'say who owns what the runtime stage copies: COPY --chown=…');
      }
      if ((keyword === 'CMD' || keyword === 'ENTRYPOINT') && !args.startsWith('[')) {
        add(line, 'exec-form', `${keyword} in JSON (exec) form, so signals reach the process (DL3025)`);
      }
    }

    if (isFinal) {
      const inherited = inheritedInstructions(stages, stage);
      const users = inherited.filter((instruction) => instruction.keyword === 'USER');
      const user = users.at(-1)?.args.split(':')[0];
      if (!user) add(stage.line, 'non-root', 'the runtime stage needs a USER that is not root');
      else if (user === 'root' || user === '0')
        add(users.at(-1)?.line ?? stage.line, 'non-root', 'the last USER is root (DL3002)');
      const healthchecks = inherited.filter((instruction) => instruction.keyword === 'HEALTHCHECK');
      if (healthchecks.length === 0 || /^NONE$/i.test(healthchecks.at(-1)?.args ?? ''))
        add(stage.line, 'healthcheck', 'the runtime stage needs a HEALTHCHECK');
      if (!inherited.some((instruction) => instruction.keyword === 'EXPOSE'))
        add(stage.line, 'expose', 'the runtime stage needs EXPOSE <port>');
      if (!inherited.some((instruction) => instruction.keyword === 'CMD' || instruction.keyword === 'ENTRYPOINT'))
        add(stage.line, 'cmd', 'the runtime stage needs a CMD');
    }
  });
  return problems;
}

/**
 * This project's own conventions for its images: the version passes through as a build argument into the
 * build and the runtime environment, and the image carries the OCI labels that say what it is.
 */
export function projectConventions(text: string): string[] {
  const problems: string[] = [];
  const { stages } = parseDockerfile(text);
  const final = stages.at(-1);
  if (!final) return ['no stages'];
  // Stages that only hold or arrange files (an empty folder, a previous release, the sources) build nothing.
  for (const stage of stages.filter(
    (candidate) =>
      candidate === final ||
      candidate.instructions.some((instruction) => instruction.keyword === 'RUN' && /\bnx\b/.test(instruction.args)),
  )) {
    const argIndex = stage.instructions.findIndex(
      (instruction) => instruction.keyword === 'ARG' && /^APP_VERSION(=|$)/.test(instruction.args),
    );
    const envIndex = stage.instructions.findIndex(
      (instruction) =>
        instruction.keyword === 'ENV' && /(^|\s)APP_VERSION=\$\{?APP_VERSION\}?(\s|$)/.test(instruction.args),
    );
    if (argIndex < 0 || envIndex < argIndex)
      problems.push(`stage "${stage.name ?? stage.image}": ARG APP_VERSION, then ENV APP_VERSION=\${APP_VERSION}`);
  }
  const inherited = inheritedInstructions(stages, final);
  const labels = inherited
    .filter((instruction) => instruction.keyword === 'LABEL')
    .map((instruction) => instruction.args)
    .join(' ');
  for (const label of ['title', 'description', 'version', 'vendor', 'licenses']) {
    if (!labels.includes(`org.opencontainers.image.${label}=`))
      problems.push(`runtime stage: LABEL org.opencontainers.image.${label}`);
  }
  if (!inherited.some((instruction) => instruction.keyword === 'ENV' && /NODE_ENV=production/.test(instruction.args))) {
    problems.push('runtime stage: ENV NODE_ENV=production');
  }
  return problems;
}
