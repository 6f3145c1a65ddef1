import type { KubeObject } from './kustomize';
import { objectId } from './kustomize';

export type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
  };
};
type Probe = Record<string, unknown>;
export type SecurityContext = {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  privileged?: boolean;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type?: string };
};
export type Container = {
  name: string;
  image?: string;
  env?: EnvVar[];
  envFrom?: unknown[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  securityContext?: SecurityContext;
};
export type PodSpec = {
  containers?: Container[];
  initContainers?: Container[];
  securityContext?: SecurityContext;
  hostNetwork?: boolean;
  hostPID?: boolean;
  hostIPC?: boolean;
};
export type Selector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};

/** A pod template and what owns it. */
export type Workload = {
  object: KubeObject;
  id: string;
  namespace?: string;
  labels: Record<string, string>;
  pod: PodSpec;
  longRunning: boolean;
};

type Template = { metadata?: { labels?: Record<string, string> }; spec?: PodSpec };
const LONG_RUNNING = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet']);

function templateOf(object: KubeObject): Template | undefined {
  const spec = object['spec'] as { template?: Template; jobTemplate?: { spec?: { template?: Template } } } | undefined;
  if (object.kind === 'Pod') return { metadata: object.metadata, spec: object['spec'] as PodSpec };
  if (object.kind === 'CronJob') return spec?.jobTemplate?.spec?.template;
  return LONG_RUNNING.has(object.kind) || object.kind === 'Job' ? spec?.template : undefined;
}

export function workloads(objects: KubeObject[]): Workload[] {
  return objects.flatMap((object) => {
    const template = templateOf(object);
    if (!template) return [];
    const workload: Workload = {
      object,
      id: objectId(object),
      namespace: object.metadata.namespace,
      labels: template.metadata?.labels ?? {},
      pod: template.spec ?? {},
      longRunning: LONG_RUNNING.has(object.kind),
    };
    return [workload];
  });
}

export const containersOf = (pod: PodSpec): Container[] => [...(pod.initContainers ?? []), ...(pod.containers ?? [])];

/** Whether a label selector selects these labels (an empty selector selects everything). */
export function selects(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return labels[key] !== undefined && values.includes(labels[key] as string);
    if (operator === 'NotIn') return labels[key] === undefined || !values.includes(labels[key] as string);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    return false;
  });
  return byLabels && byExpressions;
}

export const isEmptySelector = (selector: Selector | undefined): boolean =>
  !selector || (Object.keys(selector.matchLabels ?? {}).length === 0 && (selector.matchExpressions ?? []).length === 0);

export const sameNamespace = (a: KubeObject, b: { namespace?: string }): boolean =>
  a.metadata.namespace === b.namespace;
