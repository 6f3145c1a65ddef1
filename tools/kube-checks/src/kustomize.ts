import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { strategicMerge } from './strategic-merge';

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
};

type ImageRule = { name: string; newName?: string; newTag?: string; digest?: string };
type LabelRule = { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean };
type Kustomization = {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  labels?: LabelRule[];
  patches?: { path?: string; patch?: string; target?: unknown }[];
  images?: ImageRule[];
};

/**
 * The kustomization fields this renderer implements. Anything else (generators, components, json6902 patches,
 * name prefixes…) is refused rather than ignored, so a manifest edit that needs more fails the checks instead of
 * being rendered wrong: extend this file, or render with `kubectl kustomize`, then.
 */
const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'patches', 'images']);

/** Kinds without a namespace: the `namespace:` field leaves them alone. */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'CustomResourceDefinition',
]);

export const objectId = (object: KubeObject): string => `${object.kind}/${object.metadata.name}`;

/** Every YAML document of a file that holds something (comment-only documents are skipped). */
export function loadObjects(text: string, source: string): KubeObject[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0]?.message}`);
      return document.toJS() as KubeObject | null;
    })
    .filter((object): object is KubeObject => object !== null)
    .map((object) => {
      if (!object.apiVersion || !object.kind || !object.metadata?.name)
        throw new Error(`${source}: every object needs apiVersion, kind and metadata.name`);
      return object;
    });
}

function readKustomization(dir: string): Kustomization {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = loadYaml(file) as Kustomization;
  if (kustomization.kind !== 'Kustomization') throw new Error(`${file}: kind must be Kustomization`);
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0) throw new Error(`${file}: not supported by this renderer: ${unsupported.join(', ')}`);
  return kustomization;
}

function loadYaml(file: string): unknown {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  if (documents.length !== 1 || documents[0]?.errors.length)
    throw new Error(`${file}: one valid YAML document expected`);
  return documents[0]?.toJS();
}

function loadResources(dir: string, entries: string[]): KubeObject[] {
  const objects: KubeObject[] = [];
  for (const entry of entries) {
    const path = resolve(dir, entry);
    if (statSync(path).isDirectory()) objects.push(...render(path));
    else if (relative(dir, path).startsWith('..'))
      throw new Error(`${dir}: ${entry} is a file outside this kustomization's folder, which kustomize refuses`);
    else objects.push(...loadObjects(readFileSync(path, 'utf8'), path));
  }
  const seen = new Set<string>();
  for (const object of objects) {
    const id = objectId(object);
    if (seen.has(id)) throw new Error(`${dir}: ${id} is defined twice`);
    seen.add(id);
  }
  return objects;
}

/** Strategic-merge patches from files, each finding its target by apiVersion, kind and name. */
function applyPatches(dir: string, objects: KubeObject[], patches: Kustomization['patches'] = []): KubeObject[] {
  let result = objects;
  for (const entry of patches) {
    if (!entry.path || entry.patch !== undefined || entry.target !== undefined) {
      throw new Error(`${dir}: only patches with a path (strategic merge, target from the file) are supported`);
    }
    for (const patch of loadObjects(readFileSync(join(dir, entry.path), 'utf8'), entry.path)) {
      const matches = result.filter(
        (object) => object.apiVersion === patch.apiVersion && objectId(object) === objectId(patch),
      );
      if (matches.length !== 1) throw new Error(`${dir}/${entry.path}: patch target ${objectId(patch)} not found`);
      result = result.map((object) => (object === matches[0] ? (strategicMerge(object, patch) as KubeObject) : object));
    }
  }
  return result;
}

function applyLabels(objects: KubeObject[], rules: LabelRule[] = []): KubeObject[] {
  for (const rule of rules) {
    if (rule.includeSelectors || rule.includeTemplates)
      throw new Error('labels: only includeSelectors: false and includeTemplates: false are supported');
  }
  const pairs = Object.assign({}, ...rules.map((rule) => rule.pairs)) as Record<string, string>;
  return objects.map((object) => ({
    ...object,
    metadata: { ...object.metadata, labels: { ...object.metadata.labels, ...pairs } },
  }));
}

/** `name[:tag][@digest]`, where a registry port (host:5000/name) is not a tag. */
export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withTag = '', digest] = image.split('@');
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.lastIndexOf(':');
  const hasTag = colon > slash;
  return {
    name: hasTag ? withTag.slice(0, colon) : withTag,
    ...(hasTag ? { tag: withTag.slice(colon + 1) } : {}),
    ...(digest ? { digest } : {}),
  };
}

function rewriteImage(image: string, rules: ImageRule[]): string {
  const current = splitImage(image);
  const rule = rules.find((candidate) => candidate.name === current.name);
  if (!rule) return image;
  const name = rule.newName ?? current.name;
  if (rule.digest) return `${name}@${rule.digest}`;
  const tag = rule.newTag ?? current.tag;
  return `${name}${tag ? `:${tag}` : ''}${!rule.newTag && current.digest ? `@${current.digest}` : ''}`;
}

/** Kustomize's image transformer: every container and init container whose image name matches. */
function applyImages(node: unknown, rules: ImageRule[]): unknown {
  if (Array.isArray(node)) return node.map((item) => applyImages(item, rules));
  if (!node || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const isContainerList = (key === 'containers' || key === 'initContainers') && Array.isArray(value);
    result[key] = isContainerList
      ? (value as Record<string, unknown>[]).map((container) =>
          typeof container['image'] === 'string'
            ? { ...container, image: rewriteImage(container['image'], rules) }
            : container,
        )
      : applyImages(value, rules);
  }
  return result;
}

function applyNamespace(objects: KubeObject[], namespace: string | undefined): KubeObject[] {
  if (!namespace) return objects;
  return objects.map((object) =>
    CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
  );
}

/** What `kubectl kustomize <dir>` prints for the subset above, as objects. */
export function render(dir: string): KubeObject[] {
  const kustomization = readKustomization(dir);
  let objects = loadResources(dir, kustomization.resources ?? []);
  objects = applyPatches(dir, objects, kustomization.patches);
  objects = applyLabels(objects, kustomization.labels);
  objects = applyImages(objects, kustomization.images ?? []) as KubeObject[];
  return applyNamespace(objects, kustomization.namespace);
}
