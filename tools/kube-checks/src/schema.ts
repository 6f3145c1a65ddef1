import type { KubeObject } from './kustomize';
import { objectId } from './kustomize';

/** The Kubernetes release whose OpenAPI schemas kubernetes-models@4.5.1 compiles (its changelog: v1.33.0). */
export const KUBERNETES_VERSION = '1.33.0';

type Model = { validate(): void };
type ModelClass = new (data: unknown) => Model;
type SchemaError = { instancePath?: string; message?: string; params?: unknown };

/** The model class for an object's apiVersion and kind (`apps/v1` + `Deployment` → kubernetes-models/apps/v1/Deployment). */
function modelClass(object: KubeObject): ModelClass | undefined {
  if (
    !/^[a-z0-9.]+(\/v\d+(?:(?:alpha|beta)\d+)?)?$/.test(object.apiVersion) ||
    !/^[A-Z][A-Za-z0-9]*$/.test(object.kind)
  )
    return undefined;
  try {
    return (require(`kubernetes-models/${object.apiVersion}/${object.kind}`) as Record<string, ModelClass>)[
      object.kind
    ];
  } catch {
    return undefined;
  }
}

/**
 * Schema errors of one object against the Kubernetes 1.33 OpenAPI schema, as `Kind/name: path message`. Like the
 * API server's schema, it checks types, required fields and enums; it does not refuse unknown fields (the
 * project's rules look up every field they care about, so a misspelt probe or securityContext fails there).
 */
export function schemaErrors(object: KubeObject): string[] {
  const Model = modelClass(object);
  if (!Model)
    return [
      `${objectId(object)}: ${object.apiVersion} ${object.kind} is not a kind of Kubernetes ${KUBERNETES_VERSION}`,
    ];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) return [`${objectId(object)}: ${(error as Error).message}`];
    return errors.map(
      (entry) =>
        `${objectId(object)}: ${entry.instancePath || '/'} ${entry.message}${entry.params ? ` ${JSON.stringify(entry.params)}` : ''}`,
    );
  }
}
