import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

/** Cache-Control: no-store on every answer of a route, errors included (credentials and tokens must not be cached). */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    return next.handle();
  }
}
