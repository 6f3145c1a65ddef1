import type { KubeObject } from './kustomize';
import { objectId, splitImage } from './kustomize';
import {
  type Container,
  containersOf,
  isEmptySelector,
  type Selector,
  sameNamespace,
  selects,
  type Workload,
  workloads,
} from './workloads';

/** One finding: `[rule] Kind/name: what is wrong`. */
type Rule = (objects: KubeObject[], pods: Workload[]) => string[];

const problem = (rule: string, where: string, message: string) => `[${rule}] ${where}: ${message}`;
const inContainers = (pods: Workload[], check: (container: Container, pod: Workload) => string[]): string[] =>
  pods.flatMap((pod) => containersOf(pod.pod).flatMap((container) => check(container, pod)));
const ofKind = (objects: KubeObject[], kind: string) => objects.filter((object) => object.kind === kind);
const specOf = <T>(object: KubeObject) => (object['spec'] ?? {}) as T;

/** Long-running containers say when to take traffic and when to be restarted; a Job's run to completion. */
const probes: Rule = (_objects, pods) =>
  inContainers(
    pods.filter((pod) => pod.longRunning),
    (container, pod) =>
      (['readinessProbe', 'livenessProbe'] as const)
        .filter((probe) => !container[probe])
        .map((probe) => problem('probes', pod.id, `container ${container.name} has no ${probe}`)),
  );

const resources: Rule = (_objects, pods) =>
  inContainers(pods, (container, pod) =>
    ['requests.cpu', 'requests.memory', 'limits.cpu', 'limits.memory']
      .filter((path) => {
        const [group, resource] = path.split('.') as ['requests' | 'limits', string];
        return container.resources?.[group]?.[resource] === undefined;
      })
      .map((path) => problem('resources', pod.id, `container ${container.name} has no resources.${path}`)),
  );

const pinnedImages: Rule = (_objects, pods) =>
  inContainers(pods, (container, pod) => {
    const { tag, digest } = splitImage(container.image ?? '');
    if (digest) return [];
    if (!tag)
      return [
        problem(
          'image-tag',
          pod.id,
          `container ${container.name} image "${container.image ?? ''}" has no tag (set it in the overlay's images:)`,
        ),
      ];
    return tag === 'latest'
      ? [problem('image-tag', pod.id, `container ${container.name} image "${container.image}" uses latest`)]
      : [];
  });

/** The restricted Pod Security Standard, stated in every manifest rather than left to a namespace label. */
const securityContext: Rule = (_objects, pods) =>
  pods.flatMap((pod) => {
    const podContext = pod.pod.securityContext ?? {};
    const found: string[] = [];
    for (const field of ['hostNetwork', 'hostPID', 'hostIPC'] as const) {
      if (pod.pod[field]) found.push(problem('security-context', pod.id, `${field} is on`));
    }
    for (const container of containersOf(pod.pod)) {
      const own = container.securityContext ?? {};
      const say = (message: string) =>
        found.push(problem('security-context', pod.id, `container ${container.name} ${message}`));
      if ((own.runAsNonRoot ?? podContext.runAsNonRoot) !== true) say('must set runAsNonRoot: true');
      if ((own.runAsUser ?? podContext.runAsUser) === 0) say('runs as uid 0');
      if ((own.seccompProfile?.type ?? podContext.seccompProfile?.type) !== 'RuntimeDefault')
        say('needs seccompProfile RuntimeDefault');
      if (own.allowPrivilegeEscalation !== false) say('must set allowPrivilegeEscalation: false');
      if (own.readOnlyRootFilesystem !== true)
        say('must set readOnlyRootFilesystem: true (emptyDir for what it writes)');
      if (own.privileged) say('is privileged');
      if (!(own.capabilities?.drop ?? []).includes('ALL')) say('must drop ALL capabilities');
      if ((own.capabilities?.add ?? []).length > 0) say(`adds capabilities ${own.capabilities?.add?.join(', ')}`);
    }
    return found;
  });

const replicasOf = (deployment: KubeObject, objects: KubeObject[]): number => {
  const autoscaler = ofKind(objects, 'HorizontalPodAutoscaler').find((hpa) => {
    const target = specOf<{ scaleTargetRef?: { kind?: string; name?: string } }>(hpa).scaleTargetRef;
    return (
      target?.kind === deployment.kind &&
      target.name === deployment.metadata.name &&
      sameNamespace(hpa, deployment.metadata)
    );
  });
  if (autoscaler) return specOf<{ minReplicas?: number }>(autoscaler).minReplicas ?? 1;
  return specOf<{ replicas?: number }>(deployment).replicas ?? 1;
};

/** Every Deployment is reached through a Service and keeps a pod through voluntary disruptions (drains). */
const servicesAndBudgets: Rule = (objects, pods) =>
  pods
    .filter((pod) => pod.object.kind === 'Deployment')
    .flatMap((pod) => {
      const found: string[] = [];
      const inNamespace = (kind: string) => ofKind(objects, kind).filter((object) => sameNamespace(object, pod));
      const services = inNamespace('Service').filter((service) => {
        const selector = specOf<{ selector?: Record<string, string> }>(service).selector;
        return selector && Object.keys(selector).length > 0 && selects({ matchLabels: selector }, pod.labels);
      });
      if (services.length === 0) found.push(problem('service', pod.id, 'no Service selects its pods'));
      const budgets = inNamespace('PodDisruptionBudget').filter((pdb) =>
        selects(specOf<{ selector?: Selector }>(pdb).selector, pod.labels),
      );
      if (budgets.length === 0)
        found.push(problem('pod-disruption-budget', pod.id, 'no PodDisruptionBudget selects its pods'));
      for (const pdb of budgets) {
        const { minAvailable } = specOf<{ minAvailable?: number | string }>(pdb);
        if (typeof minAvailable === 'number' && minAvailable >= replicasOf(pod.object, objects)) {
          found.push(
            problem(
              'pod-disruption-budget',
              objectId(pdb),
              `minAvailable ${minAvailable} leaves no pod of ${pod.id} to evict: a node drain would never finish`,
            ),
          );
        }
      }
      return found;
    });

const autoscalerTargets: Rule = (objects) =>
  ofKind(objects, 'HorizontalPodAutoscaler').flatMap((hpa) => {
    const target = specOf<{ scaleTargetRef?: { kind?: string; name?: string } }>(hpa).scaleTargetRef ?? {};
    const scaled = objects.find(
      (object) =>
        object.kind === target.kind && object.metadata.name === target.name && sameNamespace(object, hpa.metadata),
    );
    if (!scaled)
      return [
        problem(
          'autoscaler-target',
          objectId(hpa),
          `scales ${target.kind}/${target.name}, which is not in the manifests`,
        ),
      ];
    const fixed = specOf<{ replicas?: number }>(scaled).replicas;
    return fixed === undefined
      ? []
      : [
          problem(
            'autoscaler-target',
            objectId(scaled),
            `sets replicas: ${fixed}, which every apply would reset under its autoscaler`,
          ),
        ];
  });

type PolicySpec = { podSelector?: Selector; policyTypes?: string[]; ingress?: unknown[]; egress?: unknown[] };

/** Deny by default in every namespace, and every pod selected by a policy of its own saying what it may do. */
const networkPolicies: Rule = (objects, pods) => {
  const policies = ofKind(objects, 'NetworkPolicy');
  const namespaces = [...new Set(pods.map((pod) => pod.namespace))];
  const found = namespaces
    .filter(
      (namespace) =>
        !policies.some((policy) => {
          const spec = specOf<PolicySpec>(policy);
          const types = spec.policyTypes ?? [];
          return (
            sameNamespace(policy, { namespace }) &&
            isEmptySelector(spec.podSelector) &&
            types.includes('Ingress') &&
            types.includes('Egress') &&
            !spec.ingress?.length &&
            !spec.egress?.length
          );
        }),
    )
    .map((namespace) =>
      problem(
        'network-policy',
        `namespace ${namespace ?? '(none)'}`,
        'no default-deny NetworkPolicy (empty podSelector, Ingress and Egress, no rules)',
      ),
    );
  for (const pod of pods) {
    const own = policies.filter(
      (policy) =>
        sameNamespace(policy, pod) &&
        !isEmptySelector(specOf<PolicySpec>(policy).podSelector) &&
        selects(specOf<PolicySpec>(policy).podSelector, pod.labels),
    );
    if (own.length === 0) found.push(problem('network-policy', pod.id, 'no NetworkPolicy selects its pods'));
  }
  return found;
};

/** Names that hold credentials: only ever from a Secret. */
export const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$|CREDENTIAL|^DATABASE_URL$|^SMTP_URL$|^PAYPAL_CLIENT_ID$/;

const noInlineSecrets: Rule = (objects, pods) => [
  ...inContainers(pods, (container, pod) =>
    (container.env ?? [])
      .filter((variable) => SECRET_NAME.test(variable.name) && !variable.valueFrom?.secretKeyRef)
      .map((variable) =>
        problem('inline-secret', pod.id, `container ${container.name} sets ${variable.name} without a secretKeyRef`),
      ),
  ),
  ...ofKind(objects, 'Secret').map((secret) =>
    problem(
      'inline-secret',
      objectId(secret),
      'a Secret with its values is in the manifests (create it with kubectl, keep a *.example.yaml template)',
    ),
  ),
  ...ofKind(objects, 'ConfigMap').flatMap((map) =>
    Object.keys((map['data'] ?? {}) as Record<string, string>)
      .filter((key) => SECRET_NAME.test(key))
      .map((key) => problem('inline-secret', objectId(map), `${key} belongs in a Secret`)),
  ),
];

/** A configMapKeyRef names a ConfigMap and key of the manifests (a pod would not start otherwise). */
const configReferences: Rule = (objects, pods) =>
  inContainers(pods, (container, pod) =>
    (container.env ?? []).flatMap((variable) => {
      const ref = variable.valueFrom?.configMapKeyRef;
      if (!ref || ref.optional) return [];
      const map = ofKind(objects, 'ConfigMap').find(
        (candidate) => candidate.metadata.name === ref.name && sameNamespace(candidate, pod),
      );
      const data = (map?.['data'] ?? {}) as Record<string, string>;
      return ref.key in data
        ? []
        : [problem('config-reference', pod.id, `${variable.name} reads ${ref.name}.${ref.key}, which does not exist`)];
    }),
  );

/** A Service's named target port is a port its pods declare. */
const servicePorts: Rule = (objects, pods) =>
  ofKind(objects, 'Service').flatMap((service) => {
    const spec = specOf<{
      selector?: Record<string, string>;
      ports?: { port: number; targetPort?: number | string }[];
    }>(service);
    const selected = pods.filter(
      (pod) => sameNamespace(service, pod) && spec.selector && selects({ matchLabels: spec.selector }, pod.labels),
    );
    if (selected.length === 0) return [problem('service', objectId(service), 'selects no pods')];
    return (spec.ports ?? []).flatMap((port) => {
      const target = port.targetPort ?? port.port;
      const declared = selected.every((pod) =>
        containersOf(pod.pod).some((container) =>
          (container.ports ?? []).some((candidate) => candidate.name === target || candidate.containerPort === target),
        ),
      );
      return declared ? [] : [problem('service', objectId(service), `target port ${target} is not a port of its pods`)];
    });
  });

const RULES: Rule[] = [
  probes,
  resources,
  pinnedImages,
  securityContext,
  servicesAndBudgets,
  autoscalerTargets,
  networkPolicies,
  noInlineSecrets,
  configReferences,
  servicePorts,
];

/** Every rule's findings for a rendered set of objects; empty when all hold. */
export function manifestRules(objects: KubeObject[]): string[] {
  const pods = workloads(objects);
  return RULES.flatMap((rule) => rule(objects, pods));
}
