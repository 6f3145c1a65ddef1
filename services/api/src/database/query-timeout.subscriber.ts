import { type AfterQueryEvent, type EntitySubscriberInterface, EventSubscriber } from 'typeorm';

type Destroyable = { destroy?: () => void };

/**
 * mysql2's query timeout rejects the query but leaves its command queued on the connection: back in the
 * pool, that connection would make the next request wait for the answer that never came (a silent
 * network drop) or came late. On a timeout, this drops the connection instead, so the pool replaces it.
 * (The server may still finish a statement it had received; the client was told 503.)
 */
// Registered with TypeORM by the decorator, used only by the DataSources listing it in `subscribers`.
@EventSubscriber()
export class QueryTimeoutSubscriber implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent<unknown>): void {
    if (event.success) return;
    const code = (event.error as { code?: unknown } | undefined)?.code;
    if (code !== 'PROTOCOL_SEQUENCE_TIMEOUT') return;
    const connection = (event.queryRunner as unknown as { databaseConnection?: Destroyable }).databaseConnection;
    connection?.destroy?.();
  }
}
