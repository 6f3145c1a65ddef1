import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CHANGED_KEYS_HEADER, CHANGE_KEY, MAX_CHANGED_KEYS } from '@solar/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, tap } from 'rxjs';

/** The keys a route changed, from what it answered and its request (its route parameters). */
export type ChangedKeysOf = (answer: unknown, request: FastifyRequest) => readonly string[];

const CHANGED_KEYS = Symbol('changed-keys');
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Names the public data an answer changed in X-Changed-Keys (decision 071), on success only: the site's server drops
 * the pages drawn from it at once. Keys are `articles`, `projects`, `project:<id>` (libs/shared/contracts
 * change-keys.ts); nothing else about the change is said.
 */
@Injectable()
export class ChangedKeysInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const keysOf = this.reflector.getAllAndOverride<ChangedKeysOf | undefined>(CHANGED_KEYS, [
      context.getHandler(),
      context.getClass(),
    ]);
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    return next.handle().pipe(
      tap((answer) => {
        // A read changes nothing, on a controller whose every change is named at once.
        if (!keysOf || READS.has(request.method)) return;
        const keys = [...new Set(keysOf(answer, request))]
          .filter((key) => CHANGE_KEY.test(key))
          .slice(0, MAX_CHANGED_KEYS);
        if (keys.length > 0) http.getResponse<FastifyReply>().header(CHANGED_KEYS_HEADER, keys.join(', '));
      }),
    );
  }
}

/** The route (or every change of a controller) changes public data: fixed keys, or keys from its answer and request. */
export function ChangesPublicData(keys: readonly string[] | ChangedKeysOf) {
  const keysOf: ChangedKeysOf = typeof keys === 'function' ? keys : () => keys;
  return applyDecorators(SetMetadata(CHANGED_KEYS, keysOf), UseInterceptors(ChangedKeysInterceptor));
}

/** The route parameter `id` as a project key (a staff edit of project `id`). */
export const projectIdParamKeys: ChangedKeysOf = (_answer, request) => {
  const id = Number((request.params as Record<string, string> | undefined)?.['id']);
  return Number.isSafeInteger(id) && id > 0 ? [`project:${id}`] : ['projects'];
};
