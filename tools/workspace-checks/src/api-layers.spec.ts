import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');
const apiSource = join(workspaceRoot, 'services', 'api', 'src');

/** Specs, test helpers and type declarations: no part of the running API. */
const TEST_ONLY = /\.(spec|e2e-spec)\.tsx?$|\.testing\.tsx?$|\.d\.ts$/;
/** A relative specifier: `import` and `export … from` (type-only ones too), a bare `import './x'`, and `import('./x')`. */
const RELATIVE_IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g;

/** `importer -> imported` between two top-level folders (or files) of services/api/src, with the imports behind it. */
type Edges = Map<string, { from: string; to: string; because: string[] }>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_ONLY.test(entry.name) ? [path] : [];
  });
}

/** The top-level folder a path is in, or the top-level file itself (main.ts). */
const layerOf = (path: string) => relative(apiSource, path).split(sep)[0] ?? path;

function apiEdges(): Edges {
  const edges: Edges = new Map();
  for (const file of sourceFiles(apiSource)) {
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const target = join(dirname(file), specifier);
      if (relative(apiSource, target).startsWith('..')) continue;
      const [from, to] = [layerOf(file), layerOf(target)];
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { from, to, because: [] };
      edge.because.push(`${relative(apiSource, file)} imports ${specifier}`);
      edges.set(key, edge);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components: each set of nodes that reach one another. */
function componentsOf(edges: Edges): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges.values()) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) visit(other);
      if (stack.includes(other)) low.set(node, Math.min(low.get(node) as number, low.get(other) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      component.push(member);
    } while (member !== node);
    components.push(component);
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Every edge inside a cycle, with the imports that make it: each one runs back up a layer. */
function edgesInCycles(edges: Edges): string[] {
  const componentOf = new Map(componentsOf(edges).flatMap((component) => component.map((node) => [node, component])));
  return [...edges.entries()]
    .filter(([, { from, to }]) => componentOf.get(from) === componentOf.get(to))
    .map(([key, { because }]) => `${key}: ${because.join('; ')}`);
}

const edgesOf = (...pairs: [string, string][]): Edges =>
  new Map(pairs.map(([from, to]) => [`${from} -> ${to}`, { from, to, because: [`${from}/x.ts imports ../${to}/y`] }]));

describe('the API stands in layers (decision 082)', () => {
  it('names the edges of a cycle, and only those', () => {
    const edges = edgesOf(['app', 'mail'], ['mail', 'kit'], ['mail', 'payments'], ['payments', 'mail']);
    expect(edgesInCycles(edges)).toEqual([
      'mail -> payments: mail/x.ts imports ../payments/y',
      'payments -> mail: payments/x.ts imports ../mail/y',
    ]);
    expect(edgesInCycles(edgesOf(['app', 'mail'], ['mail', 'kit'], ['app', 'kit']))).toEqual([]);
  });

  it('has no import in services/api that runs back up a layer: the folders import one another without a cycle', () => {
    const edges = apiEdges();
    expect(edges.size).toBeGreaterThan(0);
    expect(edgesInCycles(edges)).toEqual([]);
  });

  it('keeps the shared kit at the bottom and the composition root at the top', () => {
    const edges = [...apiEdges().values()];
    expect(edges.filter(({ from }) => from === 'kit').map(({ to }) => to)).toEqual([]);
    expect(edges.filter(({ to }) => to === 'app').map(({ from }) => from)).toEqual(['main.ts']);
  });
});
