import { type Context, context, SpanStatusCode, trace } from '@opentelemetry/api';
import { childSpan } from '@solar/static-host';
import {
  type AfterQueryEvent,
  type BeforeQueryEvent,
  type EntitySubscriberInterface,
  EventSubscriber,
  type QueryRunner,
} from 'typeorm';

/** SELECT, INSERT, UPDATE…: the statement's first word, never its text or its parameters. */
function operationOf(sql: string): string {
  return /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * The request a query runner's query was sent for, and when: mysql2 answers in its socket's callback, outside the
 * request's context, so the context is taken when the query starts (a runner sends one query at a time).
 */
const started = new WeakMap<QueryRunner, { parent: Context; at: number }>();

/**
 * Each query a traced request makes, as a span of that request's trace (decision 074): its operation and
 * duration only. When nothing records traces (no exporter), it returns at once.
 */
// Registered with TypeORM by the decorator, used only by the DataSources listing it in `subscribers`.
@EventSubscriber()
export class QuerySpanSubscriber implements EntitySubscriberInterface {
  beforeQuery(event: BeforeQueryEvent<unknown>): void {
    const parent = context.active();
    if (!trace.getSpan(parent)?.isRecording()) return;
    started.set(event.queryRunner, { parent, at: Date.now() });
  }

  afterQuery(event: AfterQueryEvent<unknown>): void {
    const start = started.get(event.queryRunner);
    if (!start) return;
    started.delete(event.queryRunner);
    const operation = operationOf(event.query);
    const span = childSpan(
      `db ${operation}`,
      { 'db.system.name': String(event.connection.options.type), 'db.operation.name': operation },
      start.at,
      start.parent,
    );
    if (!event.success) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
}
