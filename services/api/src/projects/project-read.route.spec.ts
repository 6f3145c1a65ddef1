import { NotFoundException } from '@nestjs/common';
import type { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { PROJECT_READ_URL, ProjectReadRoute } from './project-read.route';
import type { ProjectsController } from './projects.controller';

/** The route takeover with a Fastify that records its onRoute hook, and a controller that says what it was asked. */
function takeOver() {
  let onRoute: ((route: RouteOptions) => void) | undefined;
  const fastify = { addHook: (_name: string, hook: (route: RouteOptions) => void) => (onRoute = hook) };
  const asked: number[] = [];
  const controller = {
    findOne: async (id: number) => {
      asked.push(id);
      if (id === 404) throw new NotFoundException(`Project ${id} was not found`);
      return { id };
    },
  } as unknown as ProjectsController;
  new ProjectReadRoute(
    { httpAdapter: { getInstance: () => fastify } } as unknown as HttpAdapterHost,
    { get: () => controller } as unknown as ModuleRef,
  );
  const route = (method: string, url: string) => {
    const options = { method, url, handler: () => 'nest' } as unknown as RouteOptions;
    onRoute?.(options);
    return options.handler;
  };
  return { route, asked };
}

/** A reply that keeps what the error filter sent. */
function reply() {
  const sent: { status?: number; body?: unknown } = {};
  const fake = {
    sent: false,
    raw: { headersSent: false },
    status(code: number) {
      sent.status = code;
      return fake;
    },
    type: () => fake,
    send(body: unknown) {
      sent.body = body;
      return fake;
    },
  };
  return { fake: fake as unknown as FastifyReply, sent };
}

const read = (id: string) => ({ params: { id } }) as unknown as FastifyRequest;

describe('ProjectReadRoute', () => {
  it("runs the controller's own method for GET /api/projects/:id, with the id its pipe parsed", async () => {
    const { route, asked } = takeOver();
    const handler = route('GET', PROJECT_READ_URL);
    await expect(handler.call(undefined as never, read('7'), reply().fake)).resolves.toEqual({ id: 7 });
    expect(asked).toEqual([7]);
  });

  it('leaves every other route to Nest', () => {
    const { route } = takeOver();
    expect(route('GET', '/api/projects')).not.toBe(route('GET', PROJECT_READ_URL));
    expect(route('PUT', PROJECT_READ_URL).call(undefined as never, {} as never, {} as never)).toBe('nest');
    expect(route('GET', '/api/staff/projects/:id').call(undefined as never, {} as never, {} as never)).toBe('nest');
  });

  it('answers a bad id 400 and an unknown project 404 in the API error model, without asking for the bad one', async () => {
    const { route, asked } = takeOver();
    const handler = route('GET', PROJECT_READ_URL);
    const bad = reply();
    await handler.call(undefined as never, read('1.5'), bad.fake);
    expect(bad.sent).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'id must be a positive integer, got "1.5"' },
    });
    const missing = reply();
    await handler.call(undefined as never, read('404'), missing.fake);
    expect(missing.sent).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Project 404 was not found' },
    });
    expect(asked).toEqual([404]);
  });
});
