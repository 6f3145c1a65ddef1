import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { unknownFieldErrors } from './field-check';
import { type KubeObject, loadObjects, objectId, render, splitImage } from './kustomize';
import { manifestRules } from './rules';
import { KUBERNETES_VERSION, schemaErrors } from './schema';
import { admittedCallers, documentedVariables, environmentOf, hostsWithoutTls, originProblems } from './site-rules';
import { containersOf, selects, type Selector, workloads } from './workloads';

const workspaceRoot = join(__dirname, '..', '..', '..');
const kubernetesDir = join(workspaceRoot, 'deploy', 'kubernetes');
const readText = (path: string) => readFileSync(join(workspaceRoot, path), 'utf8');

const APPS = ['shell', 'mfe-content', 'mfe-engage', 'mfe-donate', 'api'];
const AUTOSCALED = ['api', 'shell'];
const NAMESPACES: Record<string, string> = { staging: 'sun-to-sanctuary-staging', production: 'sun-to-sanctuary' };
const ORIGINS = {
  SHELL_ORIGIN: 'shell',
  MFE_CONTENT_URL: 'mfe-content',
  MFE_ENGAGE_URL: 'mfe-engage',
  MFE_DONATE_URL: 'mfe-donate',
};
/** Variables docker-compose.yml gives a service that Kubernetes deliberately does not, and why. */
const NOT_ON_KUBERNETES: Record<string, string> = {
  APP_VERSION: 'the image carries it (build argument, then ENV); an empty value would hide it',
  PAYPAL_API_BASE_URL: 'the PayPal simulator only (compose sandbox profile)',
  PAYPAL_SDK_BASE_URL: 'the PayPal simulator only (compose sandbox profile)',
};
/** Secret templates, never in a kustomization: the keys each Secret the pods read may hold. */
const SECRET_TEMPLATES = [
  'deploy/kubernetes/base/secret.example.yaml',
  'deploy/kubernetes/overlays/staging/mysql-secret.example.yaml',
];

type ComposeService = { environment?: Record<string, unknown> };
const composeEnvironment = (service: string): string[] => {
  const compose = parse(readText('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  return Object.keys(compose.services[service]?.environment ?? {});
};

const find = (objects: KubeObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);

describe.each(Object.keys(NAMESPACES))('deploy/kubernetes/overlays/%s', (overlay) => {
  const objects = render(join(kubernetesDir, 'overlays', overlay));
  const namespace = NAMESPACES[overlay] as string;

  it(`is valid against the Kubernetes ${KUBERNETES_VERSION} OpenAPI schemas (kubernetes-models 4.5.1)`, () => {
    expect(objects.length).toBeGreaterThan(20);
    expect(objects.flatMap(schemaErrors)).toEqual([]);
  });

  it('names only fields the Kubernetes 1.33 API knows, each with a value of its type (kubernetes-models 4.5.1 types, by TypeScript)', () => {
    expect(unknownFieldErrors(objects)).toEqual([]);
  });

  it('keeps the rules: probes, requests and limits, pinned images, securityContext, Service and PDB per Deployment, HPA targets, NetworkPolicies, no inline secrets', () => {
    expect(manifestRules(objects)).toEqual([]);
  });

  it('runs the shell, the three remotes and the API, each with a Deployment, a Service and a PodDisruptionBudget', () => {
    for (const app of APPS) {
      expect([
        app,
        ['Deployment', 'Service', 'PodDisruptionBudget'].filter((kind) => !find(objects, kind, app)),
      ]).toEqual([app, []]);
    }
    expect(
      objects
        .filter((object) => object.kind === 'HorizontalPodAutoscaler')
        .map((hpa) => hpa.metadata.name)
        .sort(),
    ).toEqual(AUTOSCALED);
  });

  it('puts everything in its namespace, which enforces the restricted Pod Security Standard', () => {
    expect(
      objects.filter((object) => object.kind !== 'Namespace' && object.metadata.namespace !== namespace).map(objectId),
    ).toEqual([]);
    expect(find(objects, 'Namespace', namespace)?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe(
      'restricted',
    );
  });

  it("pins our images to the overlay's registry and tag", () => {
    const images = workloads(objects).flatMap((pod) =>
      containersOf(pod.pod).map((container) => splitImage(container.image ?? '')),
    );
    const ours = images.filter((image) => image.name.includes('sun-to-sanctuary/'));
    expect(ours.map((image) => image.name.split('/').at(-1)).sort()).toEqual([
      'api',
      'api',
      'mfe-content',
      'mfe-donate',
      'mfe-engage',
      'shell',
    ]);
    expect(ours.filter((image) => !/^\d+\.\d+\.\d+/.test(image.tag ?? ''))).toEqual([]);
  });

  it('lets only the shell and the remotes that draw pages from it reach the API, and only the API and its migrations reach MySQL', () => {
    // mfe-content and mfe-donate draw pages from the API at each request (decision 053); mfe-engage draws none.
    expect(admittedCallers(objects, 'api', 3000)).toEqual(['mfe-content', 'mfe-donate', 'shell']);
    if (find(objects, 'StatefulSet', 'mysql'))
      expect(admittedCallers(objects, 'mysql')).toEqual(['api', 'api-migrations']);
    // Egress to MySQL's port is allowed to those two alone (production's database is outside the cluster).
    const mysqlEgress = objects
      .filter((object) => object.kind === 'NetworkPolicy')
      .filter((policy) =>
        JSON.stringify((policy['spec'] as { egress?: unknown }).egress ?? []).includes('"port":3306'),
      );
    expect(mysqlEgress.length).toBeGreaterThan(0);
    const allowed = workloads(objects).filter((pod) =>
      mysqlEgress.some((policy) => selects((policy['spec'] as { podSelector: Selector }).podSelector, pod.labels)),
    );
    expect(allowed.map((pod) => pod.object.metadata.name).sort()).toEqual(['api', 'api-migrations']);
  });

  it("lets only the monitoring namespace reach each pod's metrics port, named in its scrape annotations (decision 074)", () => {
    const ports = { api: 9464, shell: 9465, 'mfe-content': 9466, 'mfe-engage': 9467, 'mfe-donate': 9468 };
    for (const [app, port] of Object.entries(ports)) {
      const own = app === 'api' || app === 'shell' ? app : 'remotes';
      expect([app, admittedCallers(objects, app, port)]).toEqual([app, [`another namespace (NetworkPolicy/${own})`]]);
      const policy = JSON.stringify(find(objects, 'NetworkPolicy', own)?.['spec']);
      expect(policy).toContain('"kubernetes.io/metadata.name":"monitoring"');
      const pod = workloads(objects).find((workload) => workload.labels['app.kubernetes.io/name'] === app);
      const template = (pod?.object['spec'] as { template: { metadata: { annotations?: Record<string, string> } } })
        .template;
      expect([app, template.metadata.annotations]).toEqual([
        app,
        { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(port), 'prometheus.io/path': '/metrics' },
      ]);
    }
    // Nothing routes to a metrics port from outside the cluster.
    expect(
      JSON.stringify(objects.filter((object) => object.kind === 'Service' || object.kind === 'Ingress')),
    ).not.toMatch(/946[4-8]|"metrics"/);
  });

  it('lets the ingress controller reach the shell and the remotes only, and the API out on 443, 465 and 587', () => {
    for (const app of ['shell', 'mfe-content', 'mfe-engage', 'mfe-donate'])
      expect(admittedCallers(objects, app)).toContain(
        `another namespace (NetworkPolicy/${app === 'shell' ? 'shell' : 'remotes'})`,
      );
    const apiPolicy = find(objects, 'NetworkPolicy', 'api')?.['spec'] as { egress: { ports: { port: number }[] }[] };
    expect(apiPolicy.egress.flatMap((rule) => rule.ports.map((port) => port.port)).sort()).toEqual([443, 465, 587]);
  });

  it('tells the apps the public origins the Ingress serves (host routing), all over TLS', () => {
    expect(originProblems(objects, ORIGINS)).toEqual([]);
    expect(hostsWithoutTls(objects)).toEqual([]);
  });

  it('gives every app the variables docker-compose.yml gives it (less the simulator and the built-in version), each in the table of docs/configuration.md', () => {
    const documented = documentedVariables(readText('docs/configuration.md'));
    for (const app of APPS) {
      const set = environmentOf(objects, app);
      const missing = composeEnvironment(app).filter((name) => !(name in NOT_ON_KUBERNETES) && !set.has(name));
      expect([app, missing]).toEqual([app, []]);
      expect([app, [...set.keys()].filter((name) => !documented.has(name))]).toEqual([app, []]);
    }
  });

  it('reads credentials only from Secrets whose every key a template lists, and requires the database URL and the unsubscribe secret', () => {
    const templates = SECRET_TEMPLATES.flatMap((path) => loadObjects(readText(path), path));
    const keys = new Set(
      templates.flatMap((secret) =>
        Object.keys((secret['stringData'] ?? {}) as object).map((key) => `${secret.metadata.name}/${key}`),
      ),
    );
    const refs = workloads(objects).flatMap((pod) =>
      containersOf(pod.pod).flatMap((container) =>
        (container.env ?? []).flatMap((variable) =>
          variable.valueFrom?.secretKeyRef ? [{ variable: variable.name, ...variable.valueFrom.secretKeyRef }] : [],
        ),
      ),
    );
    expect(refs.filter((ref) => !keys.has(`${ref.name}/${ref.key}`))).toEqual([]);
    for (const required of ['DATABASE_URL', 'UNSUBSCRIBE_SECRET']) {
      expect(environmentOf(objects, 'api').get(required)?.valueFrom?.secretKeyRef).toEqual({
        name: 'api-secrets',
        key: required,
      });
    }
  });

  it('runs migrations as a Job that exits, sends no email while it does, and is given no administrator to create', () => {
    const job = find(objects, 'Job', 'api-migrations');
    const spec = job?.['spec'] as { backoffLimit: number; template: { spec: { restartPolicy: string } } };
    expect(spec.template.spec.restartPolicy).toBe('Never');
    expect(spec.backoffLimit).toBeGreaterThanOrEqual(1);
    const env = environmentOf(objects, 'api-migrations');
    expect(env.get('MAIL_MODE')?.value).toBe('off');
    expect([...env.keys()].filter((name) => name.startsWith('STAFF_ADMIN_'))).toEqual([]);
    const [container] = containersOf(workloads(objects).find((pod) => pod.id === 'Job/api-migrations')?.pod ?? {});
    expect(container?.image).toBe(
      containersOf(workloads(objects).find((pod) => pod.id === 'Deployment/api')?.pod ?? {})[0]?.image,
    );
  });
});

describe('the overlays', () => {
  it('run MySQL in the cluster only in staging, marked not for production', () => {
    const staging = render(join(kubernetesDir, 'overlays', 'staging'));
    const production = render(join(kubernetesDir, 'overlays', 'production'));
    expect(find(staging, 'StatefulSet', 'mysql')?.metadata.annotations?.['sun-to-sanctuary/not-for-production']).toBe(
      'true',
    );
    expect(readText('deploy/kubernetes/overlays/staging/mysql.yaml')).toMatch(/^# NOT FOR PRODUCTION\./);
    expect(production.filter((object) => JSON.stringify(object).includes('"image":"mysql')).map(objectId)).toEqual([]);
  });

  it('differ in what they must: PayPal live only in production', () => {
    const paypal = (overlay: string) =>
      (
        find(render(join(kubernetesDir, 'overlays', overlay)), 'ConfigMap', 'site-config')?.['data'] as Record<
          string,
          string
        >
      )['PAYPAL_ENVIRONMENT'];
    expect([paypal('staging'), paypal('production')]).toEqual(['sandbox', 'live']);
  });
});
