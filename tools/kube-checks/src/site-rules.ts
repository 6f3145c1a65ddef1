import type { KubeObject } from './kustomize';
import { objectId } from './kustomize';
import { containersOf, type EnvVar, type Selector, sameNamespace, selects, workloads } from './workloads';

type Peer = { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: unknown };
type PolicySpec = { podSelector?: Selector; ingress?: { from?: Peer[]; ports?: { port?: number | string }[] }[] };

const nameOf = (labels: Record<string, string>) => labels['app.kubernetes.io/name'] ?? '(unnamed)';

/**
 * Who may open connections to the pods named `target`: every ingress rule of every NetworkPolicy that selects
 * them, resolved to the workloads of the manifests. A rule from anywhere, another namespace or an address range
 * is reported as such, since it admits pods we cannot name. With `port`, only the rules that admit that port
 * (a rule naming no ports admits every port).
 */
export function admittedCallers(objects: KubeObject[], target: string, port?: number): string[] {
  const pods = workloads(objects);
  const targets = pods.filter((pod) => nameOf(pod.labels) === target);
  const callers = new Set<string>();
  for (const policy of objects.filter((object) => object.kind === 'NetworkPolicy')) {
    const spec = (policy['spec'] ?? {}) as PolicySpec;
    if (!targets.some((pod) => sameNamespace(policy, pod) && selects(spec.podSelector ?? {}, pod.labels))) continue;
    for (const rule of spec.ingress ?? []) {
      if (port !== undefined && rule.ports?.length && !rule.ports.some((admitted) => admitted.port === port)) continue;
      if (!rule.from?.length) callers.add(`anything (${objectId(policy)})`);
      for (const peer of rule.from ?? []) {
        if (peer.ipBlock) callers.add(`an address range (${objectId(policy)})`);
        else if (peer.namespaceSelector) callers.add(`another namespace (${objectId(policy)})`);
        else
          pods
            .filter((pod) => sameNamespace(policy, pod) && selects(peer.podSelector, pod.labels))
            .forEach((pod) => callers.add(nameOf(pod.labels)));
      }
    }
  }
  return [...callers].sort();
}

type IngressRule = { host?: string; http?: { paths?: { backend?: { service?: { name?: string } } }[] } };
type IngressSpec = { tls?: { hosts?: string[]; secretName?: string }[]; rules?: IngressRule[] };

/** The public host routed to each Service, from every Ingress. */
export function hostsByService(objects: KubeObject[]): Map<string, string[]> {
  const hosts = new Map<string, string[]>();
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    for (const rule of ((ingress['spec'] ?? {}) as IngressSpec).rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        const service = path.backend?.service?.name;
        if (service && rule.host) hosts.set(service, [...(hosts.get(service) ?? []), rule.host]);
      }
    }
  }
  return hosts;
}

/** Hosts of Ingress rules that no TLS entry covers (served over plain HTTP only). */
export function hostsWithoutTls(objects: KubeObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) => {
      const spec = (ingress['spec'] ?? {}) as IngressSpec;
      const covered = new Set(
        (spec.tls ?? []).filter((entry) => entry.secretName).flatMap((entry) => entry.hosts ?? []),
      );
      return (spec.rules ?? []).map((rule) => rule.host ?? '(no host)').filter((host) => !covered.has(host));
    });
}

/**
 * The origins the apps are told (site-config) are exactly the Ingress hosts, over https: SHELL_ORIGIN is the
 * shell's host (CORS, PayPal return links, canonical links), each MFE_*_URL its remote's host (the browser
 * loads the remote from there, and the shell's CSP allows it).
 */
export function originProblems(objects: KubeObject[], origins: Record<string, string>): string[] {
  const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'site-config');
  const data = (config?.['data'] ?? {}) as Record<string, string>;
  const hosts = hostsByService(objects);
  return Object.entries(origins).flatMap(([variable, service]) => {
    const expected = (hosts.get(service) ?? []).map((host) => `https://${host}`);
    if (expected.length !== 1)
      return [`${service}: routed from ${expected.length} Ingress hosts, expected exactly one`];
    return data[variable] === expected[0]
      ? []
      : [`site-config ${variable} is "${data[variable] ?? ''}", but ${service} is served at ${expected[0]}`];
  });
}

/** A workload's containers' environment, by variable, with where each value comes from. */
export function environmentOf(objects: KubeObject[], workloadName: string): Map<string, EnvVar> {
  const workload = workloads(objects).find((candidate) => candidate.object.metadata.name === workloadName);
  const variables = new Map<string, EnvVar>();
  for (const container of containersOf(workload?.pod ?? {}))
    for (const variable of container.env ?? []) variables.set(variable.name, variable);
  return variables;
}

/** Variable names in the table of docs/configuration.md (first column, in backticks, under "## Environment variables"). */
export function documentedVariables(configurationPage: string): Set<string> {
  const names = new Set<string>();
  const section = configurationPage.split(/^## /m).find((part) => part.startsWith('Environment variables\n')) ?? '';
  for (const line of section.split(/\r?\n/)) {
    if (!line.startsWith('| `')) continue;
    for (const match of (line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] as string);
  }
  return names;
}
