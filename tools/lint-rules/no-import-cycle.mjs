/**
 * import-x's `no-cycle`, except that a type-only import counts as an edge (decision 044). import-x skips type imports
 * because they vanish at run time, but a cycle through types still ties two modules into one unit of change, and the
 * cycles issue 24 measured all ran through one. Resolution, parsing and caching are import-x's own, driven by the same
 * `import-x/*` settings as its other rules.
 */
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { isExternalModule, moduleVisitor, resolve } from 'eslint-plugin-import-x/utils';

/** Modules already walked while linting the current file: each is walked once per file, not once per import. */
const traversed = new Set();

function routeText(route) {
  return route.map((source) => `${source.value}:${source.loc.start.line}`).join(' => ');
}

/** Breadth-first from `first`: the chain of imports that leads back to `filename`, or undefined. */
function cycleThrough(first, filename, isExternal) {
  const queue = [{ info: () => first, route: [] }];
  while (queue.length > 0) {
    const { info, route } = queue.shift();
    const module = info();
    if (module == null) continue;
    for (const [path, { resolve: next, declarations }] of module.getImports()) {
      if (traversed.has(path)) continue;
      const edges = [...declarations].filter(({ source }) => !isExternal(source.value));
      if (edges.length === 0) continue;
      if (path === filename) {
        // What is still queued was not walked; another import of this file may reach it.
        for (const pending of queue) traversed.delete(pending.path);
        return route;
      }
      traversed.add(path);
      queue.push({ path, info: next, route: [...route, edges[0].source] });
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import, type-only or dynamic included, whose module imports this one back.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: "{{source}}" imports this file back. Move what both need into a module neither imports.',
      cycleVia:
        'Import cycle: "{{source}}" leads back to this file via {{route}}. Move what both need into a module neither imports.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const isExternal = (name) => isExternalModule(name, resolve(name, context), context);
    return {
      ...moduleVisitor(
        (source, importer) => {
          if (isExternal(source.value)) return;
          const imported = ModuleInfo.get(source.value, context);
          if (imported == null || imported.path === filename || traversed.has(imported.path)) return;
          traversed.add(imported.path);
          const route = cycleThrough(imported, filename, isExternal);
          if (route === undefined) return;
          if (route.length === 0) {
            context.report({ node: importer, messageId: 'cycle', data: { source: source.value } });
          } else {
            context.report({
              node: importer,
              messageId: 'cycleVia',
              data: { source: source.value, route: routeText(route) },
            });
          }
        },
        { esmodule: true, commonjs: true },
      ),
      'Program:exit'() {
        traversed.clear();
      },
    };
  },
};
