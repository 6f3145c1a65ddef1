import type { ProjectResponse } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { CoalescedReads } from './coalesced-reads';

/** The columns of a ProjectResponse, which are named as its fields. */
const COLUMNS: readonly (keyof ProjectResponse)[] = [
  'id',
  'title',
  'location',
  'projectType',
  'description',
  'raisedAmount',
  'targetAmount',
  'currency',
  'livesImpacted',
  'capacity',
  'progressPercentage',
];

/** mysql2 answers DECIMAL columns as strings (SQLite as numbers). */
type Row = Omit<ProjectResponse, 'raisedAmount' | 'targetAmount' | 'capacity'> & {
  raisedAmount: string | number;
  targetAmount: string | number;
  capacity: string | number;
};

/**
 * Reads one project's public fields with a statement written once, in the driver's own quoting, instead of
 * TypeORM's find (which builds the query, selects all 25 columns and hydrates an entity on every call). Still
 * through the DataSource, so the query timeout and the 503 on a lost database apply as to every other query.
 * Requests for the same project arriving together share one read (CoalescedReads).
 */
export class ProjectRowReader {
  private readonly sql: string;
  private readonly reads = new CoalescedReads((id: number) => this.readRow(id));

  constructor(private readonly dataSource: DataSource) {
    const { driver } = dataSource;
    this.sql = `SELECT ${COLUMNS.map((column) => driver.escape(column)).join(', ')} FROM ${driver.escape('projects')} WHERE ${driver.escape('id')} = ?`;
  }

  /** A caller gets its own copy: a shared answer must not be changed under another request. */
  async read(id: number): Promise<ProjectResponse | undefined> {
    const project = await this.reads.get(id);
    return project && { ...project };
  }

  private async readRow(id: number): Promise<ProjectResponse | undefined> {
    const rows: Row[] = await this.dataSource.query(this.sql, [id]);
    const row = rows[0];
    return row === undefined ? undefined : toResponse(row);
  }
}

function toResponse(row: Row): ProjectResponse {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    projectType: row.projectType,
    description: row.description,
    raisedAmount: Number(row.raisedAmount),
    targetAmount: Number(row.targetAmount),
    currency: row.currency,
    livesImpacted: row.livesImpacted,
    capacity: Number(row.capacity),
    progressPercentage: row.progressPercentage,
  };
}
