/**
 * Kubernetes' strategic merge patch, for the lists these manifests patch. Maps merge key by key (`null` deletes
 * a key); the lists below merge item by item on their merge key, as the API's patchMergeKey says; every other
 * list is replaced whole, as SMP does for lists without a merge key (Ingress rules, tls, args…). Lists that do
 * merge in real SMP but not here (ports, tolerations…) are refused, so a patch is never merged differently.
 */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  imagePullSecrets: 'name',
};
const UNSUPPORTED_MERGE_LISTS = new Set([
  'ports',
  'tolerations',
  'hostAliases',
  'topologySpreadConstraints',
  'envFrom',
  'finalizers',
]);

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeList(base: unknown[], patch: unknown[], key: string): unknown[] {
  const result = [...base];
  for (const item of patch) {
    const index = isMap(item) ? result.findIndex((candidate) => isMap(candidate) && candidate[key] === item[key]) : -1;
    if (index >= 0) result[index] = strategicMerge(result[index], item);
    else result.push(structuredClone(item));
  }
  return result;
}

export function strategicMerge(base: unknown, patch: unknown, field?: string): unknown {
  if (isMap(base) && isMap(patch)) {
    const result: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete result[key];
      else result[key] = strategicMerge(base[key], value, key);
    }
    return result;
  }
  if (Array.isArray(base) && Array.isArray(patch) && field !== undefined) {
    if (UNSUPPORTED_MERGE_LISTS.has(field))
      throw new Error(`patching the list "${field}" is not supported by this renderer`);
    const key = MERGE_KEYS[field];
    if (key) return mergeList(base, patch, key);
  }
  return structuredClone(patch);
}
