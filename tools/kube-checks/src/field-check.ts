import { join } from 'node:path';
import ts from 'typescript';
import type { KubeObject } from './kustomize';
import { objectId } from './kustomize';

const VIRTUAL_FILE = join(__dirname, '__rendered-manifests__.ts');

let previousProgram: ts.Program | undefined;

/**
 * Fields the Kubernetes API does not know, and values outside a field's type, found by the TypeScript
 * compiler: each object becomes an object literal typed with kubernetes-models' interface for its kind (the same
 * 1.33.0 schema as its validators, as TypeScript types), and an object literal may only name known properties.
 * The JSON schema cannot say this (it allows additional properties); the API server refuses or drops such fields.
 */
export function unknownFieldErrors(objects: KubeObject[]): string[] {
  const lines: string[] = [];
  const owners: KubeObject[] = [];
  objects.forEach((object, index) => {
    const typeName = `T${index}`;
    lines.push(
      `import type { I${object.kind} as ${typeName} } from 'kubernetes-models/${object.apiVersion}/${object.kind}';`,
    );
    lines.push(`export const object${index}: ${typeName} = ${JSON.stringify(object)};`);
    owners.push(object, object);
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === VIRTUAL_FILE ? source : readFile(file));
  host.fileExists = (file) => file === VIRTUAL_FILE || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, version, ...rest) =>
    file === VIRTUAL_FILE ? ts.createSourceFile(file, source, version) : getSourceFile(file, version, ...rest);
  // The previous program's declaration files are reused: only the first check pays for reading them.
  const program = ts.createProgram([VIRTUAL_FILE], options, host, previousProgram);
  previousProgram = program;
  const file = program.getSourceFile(VIRTUAL_FILE);
  return ts.getPreEmitDiagnostics(program, file).map((diagnostic) => {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : -1;
    const owner = owners[line];
    return `${owner ? objectId(owner) : '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
