import { Injectable } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { ProjectResponse } from '@solar/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiExceptionFilter } from '../kit/filters/api-exception.filter';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { ProjectsController } from './projects.controller';

/** The route as Nest hands it to Fastify: ProjectsController's path and `@Get(':id')`. */
export const PROJECT_READ_URL = '/api/projects/:id';

type ProjectRead = FastifyRequest<{ Params: { id: string } }>;

/**
 * GET /api/projects/:id, the API's busiest read, without Nest's per-request pipeline (decision 085).
 * ProjectsController still declares the route: its path, its pipe and its OpenAPI description. When Nest registers
 * it with Fastify, the handler Fastify runs becomes the controller's own method, called at once with ParseIdPipe's
 * value, its errors answered by the same ApiExceptionFilter. Nest's pipeline would build an execution context, run
 * the pipes and the response controller through a dozen promise turns, for a route with no guard, interceptor or
 * header of its own to apply. Fastify's hooks (request id, logging, headers, metrics) run as for every route.
 */
@Injectable()
export class ProjectReadRoute {
  private controller?: ProjectsController;
  private readonly ids = new ParseIdPipe();
  private readonly errors = new ApiExceptionFilter();

  constructor(
    adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
  ) {
    const fastify = adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    // Built without an HTTP server (a testing module), there are no routes to take over.
    if (typeof fastify?.addHook !== 'function') return;
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (route.method === 'GET' && route.url === PROJECT_READ_URL) route.handler = this.handle;
    });
  }

  private readonly handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ProjectResponse | FastifyReply> => {
    try {
      this.controller ??= this.moduleRef.get(ProjectsController);
      return await this.controller.findOne(this.ids.transform((request as ProjectRead).params.id));
    } catch (error) {
      this.errors.answer(error, reply);
      return reply;
    }
  };
}
