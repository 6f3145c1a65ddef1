import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The deepest nesting of objects and arrays a JSON body may have (the top-level object is level 1). Every
 * form and PayPal's webhook events need fewer than ten; validation walks bodies recursively, so a body
 * thousands of levels deep would overflow its stack.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Keys no body of ours uses. JSON.parse keeps them as plain keys, but class-transformer assigns them onto the
 * DTO it builds, where `__proto__` replaces the DTO's prototype and slips past the unknown-field check.
 */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * Half of a UTF-16 surrogate pair on its own: JSON may escape one ("\ud800"), but it is no character, cannot be
 * stored as UTF-8, and makes encodeURI (which the email validator uses) throw.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

function entryProblem(key: string, value: unknown): string | undefined {
  if (PROTOTYPE_KEYS.includes(key)) return `The JSON body may not use the keys ${PROTOTYPE_KEYS.join(', ')}`;
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value)))
    return 'The JSON body has text that is not valid Unicode (a lone surrogate)';
  return undefined;
}

/**
 * Why `value` is refused before validation (nested too deep, a prototype key, or a lone surrogate), walked
 * with an explicit stack.
 */
export function bodyShapeProblem(value: unknown, depthLimit = MAX_BODY_DEPTH): string | undefined {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.node !== 'object' || item.node === null) continue;
    if (item.depth > depthLimit) return `The JSON body is nested more than ${depthLimit} levels deep`;
    for (const [key, child] of Object.entries(item.node)) {
      const problem = entryProblem(key, child);
      if (problem) return problem;
      if (typeof child === 'object' && child !== null) pending.push({ node: child, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/**
 * A preValidation hook: refuses (400) a parsed body nested deeper than MAX_BODY_DEPTH, using a prototype key or holding a lone
 * surrogate, before validation sees it. JSON.parse itself is iterative in V8, so parsing such a body is safe; only what walks it afterwards is not.
 */
export function checkBodyShape(depthLimit = MAX_BODY_DEPTH) {
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    // Bytes (an uploaded image, a one-click form kept raw) have no keys to check.
    if (Buffer.isBuffer(req.body)) return done();
    const problem = bodyShapeProblem(req.body, depthLimit);
    if (problem === undefined) done();
    else done(new BadRequestException(problem));
  };
}
