import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BatchObservableCallback, ObservableGauge } from '@opentelemetry/api';
import { meter } from '@solar/static-host';
import type { DataSource } from 'typeorm';
import { OutboxEmail } from './outbox-email.entity';

type Gauges = { backlog: ObservableGauge; overdue: ObservableGauge; failed: ObservableGauge };

let gauges: Gauges | null = null;

function outboxGauges(): Gauges {
  gauges ??= {
    backlog: meter().createObservableGauge('api_outbox_backlog', {
      description: 'Emails waiting in the outbox to be sent (due now or after a retry delay)',
    }),
    overdue: meter().createObservableGauge('api_outbox_overdue_seconds', {
      description: 'How long the longest-due pending email has been due (0 when none is due)',
      unit: 's',
    }),
    failed: meter().createObservableGauge('api_outbox_failed', {
      description: 'Emails the outbox gave up on, waiting for staff to resend them',
    }),
  };
  return gauges;
}

type Row = { status: string; count: string | number; due: string | number | null };

/**
 * The outbox's state, read from the database when Prometheus scrapes (decision 074): one grouped query on the
 * (status, nextAttemptAt) index. Every replica reports the same shared table, so alert on the maximum.
 */
@Injectable()
export class OutboxGauges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly observe: BatchObservableCallback = async (result) => {
    const { backlog, overdue, failed } = outboxGauges();
    const now = Date.now();
    let rows: Row[];
    try {
      rows = await this.dataSource
        .getRepository(OutboxEmail)
        .createQueryBuilder('email')
        .select('email.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .addSelect('MIN(CASE WHEN email.nextAttemptAt <= :now THEN email.nextAttemptAt END)', 'due')
        .where('email.status IN (:...statuses)', { statuses: ['pending', 'failed'] })
        .setParameter('now', now)
        .groupBy('email.status')
        .getRawMany<Row>();
    } catch {
      // The database is away: no reading rather than a wrong one (the health check reports the database).
      return;
    }
    const pending = rows.find((row) => row.status === 'pending');
    result.observe(backlog, Number(pending?.count ?? 0));
    result.observe(overdue, pending?.due == null ? 0 : Math.max(0, (now - Number(pending.due)) / 1000));
    result.observe(failed, Number(rows.find((row) => row.status === 'failed')?.count ?? 0));
  };

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const { backlog, overdue, failed } = outboxGauges();
    meter().addBatchObservableCallback(this.observe, [backlog, overdue, failed]);
  }

  onApplicationShutdown(): void {
    const { backlog, overdue, failed } = outboxGauges();
    meter().removeBatchObservableCallback(this.observe, [backlog, overdue, failed]);
  }
}
