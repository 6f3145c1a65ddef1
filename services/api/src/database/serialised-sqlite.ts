import type { Database } from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';

/** A first-come, first-served lock: acquire() resolves with the function that lets the next holder in. */
export class ConnectionGate {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let open!: () => void;
    const released = new Promise<void>((done) => (open = done));
    const turn = this.tail.then(() => open);
    this.tail = this.tail.then(() => released);
    return turn;
  }
}

/**
 * A query runner on the one better-sqlite3 connection that holds the connection's gate from the start of a
 * transaction to its end, and takes it for the length of each statement run outside a transaction. So a
 * transaction's statements (which TypeORM runs across awaits) never mix with another caller's: no other
 * request's insert joins a transaction that may still roll back, or is answered before that transaction
 * commits, and two transactions never nest as savepoints of each other.
 */
class SerialisedSqliteQueryRunner extends BetterSqlite3QueryRunner {
  private openGate: (() => void) | undefined;

  constructor(
    driver: BetterSqlite3Driver,
    private readonly gate: ConnectionGate,
  ) {
    super(driver);
  }

  override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
    this.openGate ??= await this.gate.acquire();
    try {
      await super.startTransaction(isolationLevel);
    } finally {
      this.releaseGateUnlessInTransaction();
    }
  }

  override async commitTransaction(): Promise<void> {
    try {
      await super.commitTransaction();
    } finally {
      this.releaseGateUnlessInTransaction();
    }
  }

  override async rollbackTransaction(): Promise<void> {
    try {
      await super.rollbackTransaction();
    } finally {
      this.releaseGateUnlessInTransaction();
    }
  }

  override async query(
    ...args: Parameters<BetterSqlite3QueryRunner['query']>
  ): ReturnType<BetterSqlite3QueryRunner['query']> {
    if (this.openGate) return super.query(...args);
    const openGate = await this.gate.acquire();
    try {
      return await super.query(...args);
    } finally {
      openGate();
    }
  }

  /** A transaction whose COMMIT and ROLLBACK both failed is abandoned here, so the gate never stays shut. */
  override async release(): Promise<void> {
    if (this.openGate && this.isTransactionActive) {
      const connection = this.driver.databaseConnection as Database;
      try {
        if (connection.inTransaction) connection.exec('ROLLBACK');
      } catch {
        // Nothing more can be done for this transaction; the next one must still get the connection.
      }
      this.isTransactionActive = false;
      this.transactionDepth = 0;
    }
    this.releaseGateUnlessInTransaction();
    return super.release();
  }

  private releaseGateUnlessInTransaction(): void {
    if (this.isTransactionActive || !this.openGate) return;
    const openGate = this.openGate;
    this.openGate = undefined;
    openGate();
  }
}

/**
 * TypeORM's better-sqlite3 driver hands every caller the same query runner, so overlapping requests share
 * its transaction state. Instead, each caller gets its own runner, and the runners take turns on the connection.
 */
export function serialiseSqliteAccess(dataSource: DataSource): void {
  const driver = dataSource.driver as BetterSqlite3Driver;
  const gate = new ConnectionGate();
  driver.createQueryRunner = () => new SerialisedSqliteQueryRunner(driver, gate);
}
