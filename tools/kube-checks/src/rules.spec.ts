import { join } from 'node:path';
import { unknownFieldErrors } from './field-check';
import { type KubeObject, render } from './kustomize';
import { manifestRules } from './rules';
import { schemaErrors } from './schema';
import { admittedCallers, documentedVariables, hostsWithoutTls, originProblems } from './site-rules';

/** The rendered production overlay: every rule holds for it, so each example below breaks exactly one thing. */
const production = render(join(__dirname, '..', '..', '..', 'deploy', 'kubernetes', 'overlays', 'production'));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const edited = (kind: string, name: string, edit: (object: Json) => void): KubeObject[] =>
  production.map((object) => {
    if (object.kind !== kind || object.metadata.name !== name) return object;
    const copy = structuredClone(object) as Json;
    edit(copy);
    return copy as KubeObject;
  });
const without = (kind: string, name: string) =>
  production.filter((object) => !(object.kind === kind && object.metadata.name === name));
const rulesOf = (objects: KubeObject[]) => [
  ...new Set(manifestRules(objects).map((found) => /^\[([^\]]+)\]/.exec(found)?.[1])),
];
const container = (object: Json) => object['spec'].template.spec.containers[0];

describe('the manifest rules', () => {
  it('accept the production overlay', () => {
    expect(manifestRules(production)).toEqual([]);
  });

  it.each([
    ['probes', edited('Deployment', 'mfe-donate', (d) => delete container(d).readinessProbe)],
    ['probes', edited('Deployment', 'api', (d) => delete container(d).livenessProbe)],
    ['resources', edited('Deployment', 'shell', (d) => delete container(d).resources.limits.memory)],
    ['resources', edited('Job', 'api-migrations', (j) => delete container(j).resources.requests)],
    [
      'image-tag',
      edited(
        'Deployment',
        'mfe-content',
        (d) => (container(d).image = 'registry.example.org/sun-to-sanctuary/mfe-content:latest'),
      ),
    ],
    [
      'image-tag',
      edited(
        'Deployment',
        'mfe-content',
        (d) => (container(d).image = 'registry.example.org:5000/sun-to-sanctuary/mfe-content'),
      ),
    ],
    [
      'security-context',
      edited('Deployment', 'api', (d) => (container(d).securityContext.readOnlyRootFilesystem = false)),
    ],
    [
      'security-context',
      edited('Deployment', 'api', (d) => delete container(d).securityContext.allowPrivilegeEscalation),
    ],
    [
      'security-context',
      edited('Deployment', 'api', (d) => (container(d).securityContext.capabilities = { drop: ['NET_RAW'] })),
    ],
    [
      'security-context',
      edited('Deployment', 'api', (d) => (container(d).securityContext.capabilities.add = ['NET_ADMIN'])),
    ],
    [
      'security-context',
      edited('Deployment', 'shell', (d) => delete d['spec'].template.spec.securityContext.seccompProfile),
    ],
    [
      'security-context',
      edited('Deployment', 'shell', (d) => (d['spec'].template.spec.securityContext = { runAsNonRoot: false })),
    ],
    ['security-context', edited('Deployment', 'shell', (d) => (d['spec'].template.spec.hostNetwork = true))],
    ['security-context', edited('Job', 'api-migrations', (j) => (container(j).securityContext.privileged = true))],
    ['service', without('Service', 'mfe-engage')],
    ['service', edited('Service', 'api', (s) => (s['spec'].ports[0].targetPort = 'admin'))],
    ['pod-disruption-budget', without('PodDisruptionBudget', 'mfe-donate')],
    ['pod-disruption-budget', edited('PodDisruptionBudget', 'api', (p) => (p['spec'].minAvailable = 2))],
    // Without its autoscaler the shell would run one pod, which its budget then never lets go.
    [
      'autoscaler-target',
      edited('HorizontalPodAutoscaler', 'shell', (h) => (h['spec'].scaleTargetRef.name = 'web')),
      ['autoscaler-target', 'pod-disruption-budget'],
    ],
    ['autoscaler-target', edited('Deployment', 'api', (d) => (d['spec'].replicas = 3))],
    ['network-policy', without('NetworkPolicy', 'default-deny')],
    ['network-policy', edited('NetworkPolicy', 'default-deny', (n) => (n['spec'].policyTypes = ['Ingress']))],
    ['network-policy', without('NetworkPolicy', 'remotes')],
    [
      'inline-secret',
      edited(
        'Deployment',
        'api',
        (d) => (container(d).env[1] = { name: 'DATABASE_URL', value: 'mysql://solar:hunter2@db:3306/solar' }),
      ),
    ],
    ['inline-secret', edited('ConfigMap', 'site-config', (c) => (c['data'].SMTP_PASSWORD = 'hunter2'))],
    [
      'inline-secret',
      [
        ...production,
        {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'api-secrets', namespace: 'sun-to-sanctuary' },
          stringData: { UNSUBSCRIBE_SECRET: 'x' },
        },
      ],
    ],
    ['config-reference', edited('ConfigMap', 'site-config', (c) => delete c['data'].POD_CIDR)],
  ] as [string, KubeObject[], string[]?][])('report %s', (rule, objects, all = [rule]) => {
    expect(rulesOf(objects).sort()).toEqual(all);
  });
});

describe('the site rules', () => {
  it('name who may reach a pod, and report rules that admit pods they cannot name', () => {
    expect(admittedCallers(production, 'api', 3000)).toEqual(['mfe-content', 'mfe-donate', 'shell']);
    const opened = edited('NetworkPolicy', 'api', (n) =>
      n['spec'].ingress.push(
        { from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/component': 'remote' } } }] },
        {},
      ),
    );
    expect(admittedCallers(opened, 'api', 3000)).toEqual([
      'anything (NetworkPolicy/api)',
      'mfe-content',
      'mfe-donate',
      'mfe-engage',
      'shell',
    ]);
    const byRange = edited(
      'NetworkPolicy',
      'api',
      (n) => (n['spec'].ingress[0].from = [{ ipBlock: { cidr: '10.0.0.0/8' } }]),
    );
    expect(admittedCallers(byRange, 'api', 3000)).toEqual(['an address range (NetworkPolicy/api)']);
  });

  it('report an origin that is not the Ingress host of its app, and a host without TLS', () => {
    const origins = { SHELL_ORIGIN: 'shell', MFE_DONATE_URL: 'mfe-donate' };
    expect(originProblems(production, origins)).toEqual([]);
    const plainHttp = edited(
      'ConfigMap',
      'site-config',
      (c) => (c['data'].MFE_DONATE_URL = 'http://donate.fromsuntosanctuary.org'),
    );
    expect(originProblems(plainHttp, origins)).toEqual([
      expect.stringContaining('MFE_DONATE_URL is "http://donate.fromsuntosanctuary.org"'),
    ]);
    const noTls = edited('Ingress', 'site', (i) => i['spec'].tls[0].hosts.pop());
    expect(hostsWithoutTls(noTls)).toEqual(['donate.fromsuntosanctuary.org']);
  });
});

describe('the schema check', () => {
  const schemaOf = (objects: KubeObject[]) => objects.flatMap(schemaErrors);

  it('reports wrong types, missing required fields, values outside an enum, and unknown kinds', () => {
    expect(schemaOf(edited('Deployment', 'shell', (d) => (container(d).ports[0].containerPort = '4200')))).toEqual([
      expect.stringMatching(
        /^Deployment\/shell: \/spec\/template\/spec\/containers\/0\/ports\/0\/containerPort must be integer/,
      ),
    ]);
    expect(schemaOf(edited('Deployment', 'shell', (d) => delete d['spec'].selector))).toEqual([
      expect.stringContaining('selector'),
    ]);
    expect(
      schemaOf(edited('Ingress', 'site', (i) => (i['spec'].rules[0].http.paths[0].pathType = 'Anything'))),
    ).toEqual([expect.stringContaining('pathType')]);
    expect(schemaOf([{ apiVersion: 'extensions/v1beta1', kind: 'Ingres', metadata: { name: 'x' } }])).toEqual([
      expect.stringContaining('is not a kind of Kubernetes 1.33.0'),
    ]);
  });

  it('reports, through the TypeScript types, fields the API does not know and values outside a closed set', () => {
    const misspelt = edited('Deployment', 'mfe-donate', (d) => {
      container(d).readinesProbe = container(d).readinessProbe;
      delete container(d).readinessProbe;
      d['spec'].template.spec.securityContext.seccompProfile.type = 'Runtimedefault';
    });
    expect(unknownFieldErrors(misspelt)).toEqual([
      expect.stringMatching(/^Deployment\/mfe-donate: .*Runtimedefault/),
      expect.stringMatching(/^Deployment\/mfe-donate: .*readinesProbe/),
    ]);
  });
});

describe('the table of variables in docs/configuration.md', () => {
  it('is read from its own section only', () => {
    const page =
      '## Other\n| `ELSEWHERE` | x |\n## Environment variables\n\n| Variable |\n|---|\n| `A`, `B_C` | x |\n## Next\n| `LATER` | y |\n';
    expect([...documentedVariables(page)]).toEqual(['A', 'B_C']);
  });
});
