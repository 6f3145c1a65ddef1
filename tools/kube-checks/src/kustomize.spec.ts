import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, splitImage } from './kustomize';
import { strategicMerge } from './strategic-merge';

describe('the Kustomize renderer', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const kustomization = (fields: string) =>
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n${fields}`;
  const deployment = [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata: { name: web, labels: { app: web } }',
    'spec:',
    '  template:',
    '    metadata: { labels: { app: web } }',
    '    spec:',
    '      containers:',
    '        - name: web',
    '          image: example/web',
    '          env: [{ name: A, value: "1" }, { name: B, value: "2" }]',
    '        - name: sidecar',
    '          image: example/sidecar:1.0.0',
  ].join('\n');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kustomize-'));
    write('base/kustomization.yaml', kustomization('labels:\n  - pairs: { part-of: site }\nresources: [web.yaml]\n'));
    write(
      'base/web.yaml',
      `# comment-only documents are skipped\n---\n${deployment}\n---\napiVersion: v1\nkind: Namespace\nmetadata: { name: prod }\n`,
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('loads folders and files, sets the namespace on namespaced objects, labels metadata only, rewrites images by name', () => {
    write(
      'prod/kustomization.yaml',
      kustomization(
        'namespace: prod\nresources: [../base]\nimages:\n  - { name: example/web, newName: registry.example.org/web, newTag: "2.0.0" }\n',
      ),
    );
    const [web, namespace] = render(join(root, 'prod')) as unknown as [Record<string, any>, Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(web['metadata']).toEqual({ name: 'web', namespace: 'prod', labels: { app: 'web', 'part-of': 'site' } });
    expect(web['spec'].template.metadata.labels).toEqual({ app: 'web' });
    expect(web['spec'].template.spec.containers.map((container: { image: string }) => container.image)).toEqual([
      'registry.example.org/web:2.0.0',
      'example/sidecar:1.0.0',
    ]);
    expect(namespace['metadata'].namespace).toBeUndefined();
  });

  it('applies strategic-merge patches: containers and env by name, maps key by key, null deletes', () => {
    write('prod/kustomization.yaml', kustomization('resources: [../base]\npatches:\n  - path: patch.yaml\n'));
    write(
      'prod/patch.yaml',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web, labels: { app: null } }\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          env: [{ name: B, value: "3" }, { name: C, value: "4" }]\n',
    );
    const [web] = render(join(root, 'prod')) as unknown as [Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(web['metadata'].labels).toEqual({ 'part-of': 'site' });
    expect(web['spec'].template.spec.containers[0].env).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '3' },
      { name: 'C', value: '4' },
    ]);
    expect(web['spec'].template.spec.containers[1].name).toBe('sidecar');
  });

  it('refuses what it does not implement, and patches that find no target', () => {
    write('a/kustomization.yaml', kustomization('resources: [../base]\nconfigMapGenerator: []\n'));
    expect(() => render(join(root, 'a'))).toThrow('not supported by this renderer: configMapGenerator');
    write('b/kustomization.yaml', kustomization('resources: [../base]\npatches:\n  - path: p.yaml\n'));
    write('b/p.yaml', 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: api }\n');
    expect(() => render(join(root, 'b'))).toThrow('patch target Deployment/api not found');
    write('c/kustomization.yaml', kustomization('resources: [../base, web.yaml]\n'));
    write('c/web.yaml', deployment);
    expect(() => render(join(root, 'c'))).toThrow('Deployment/web is defined twice');
    write('d/kustomization.yaml', kustomization('resources: [../base/web.yaml]\n'));
    expect(() => render(join(root, 'd'))).toThrow("outside this kustomization's folder");
    expect(() => strategicMerge({ ports: [{ port: 1 }] }, { ports: [{ port: 2 }] })).toThrow(
      '"ports" is not supported',
    );
  });

  it('splits image references, telling a registry port from a tag', () => {
    expect(splitImage('registry:5000/a/b')).toEqual({ name: 'registry:5000/a/b' });
    expect(splitImage('registry:5000/a/b:1.2.3')).toEqual({ name: 'registry:5000/a/b', tag: '1.2.3' });
    expect(splitImage('a/b@sha256:abc')).toEqual({ name: 'a/b', digest: 'sha256:abc' });
  });
});
