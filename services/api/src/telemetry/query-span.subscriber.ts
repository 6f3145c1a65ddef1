import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { childSpan } from '@solar/static-host';
import { type AfterQueryEvent, type EntitySubscriberInterface, EventSubscriber } from 'typeorm';

/** SELECT, INSERT, UPDATE…: the statement's first word, never its text or its parameters. */
function operationOf(sql: string): string {
  return /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * Each query a traced request makes, as a span of that request's trace (decision 074): its operation and
 * duration only. When nothing records traces (no exporter), it returns at once.
 */
// Registered with TypeORM by the decorator, used only by the DataSources listing it in `subscribers`.
@EventSubscriber()
export class QuerySpanSubscriber implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent<unknown>): void {
    if (!trace.getSpan(context.active())?.isRecording()) return;
    const took = event.executionTime ?? 0;
    const operation = operationOf(event.query);
    const span = childSpan(
      `db ${operation}`,
      { 'db.system.name': String(event.connection.options.type), 'db.operation.name': operation },
      Date.now() - took,
    );
    if (!event.success) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
}
