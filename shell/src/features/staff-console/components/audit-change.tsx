import { Fragment } from 'react';
import styled from '@emotion/styled';
import { colors, space } from '@solar/shared-ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.sm};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  del {
    color: ${colors.danger};
  }
  ins {
    color: ${colors.success};
    text-decoration: none;
  }
`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields that differ between before and after, each as old → new. */
export function changedFields(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, from: show(was[field]), to: show(now[field]) }));
}

/** A record as it was made (no before) or as it was when removed (no after): its fields and values. */
function Snapshot({ label, values }: { label: string; values: Record<string, unknown> }) {
  return (
    <List aria-label={label}>
      {Object.entries(values).map(([field, value]) => (
        <Fragment key={field}>
          <dt>{field}</dt>
          <dd>{show(value)}</dd>
        </Fragment>
      ))}
    </List>
  );
}

/** Before and after, readably: one line per changed field; plain values when either side is not an object. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <span>No details</span>;
  if ((before != null && !isRecord(before)) || (after != null && !isRecord(after))) {
    return (
      <List>
        <dt>Before</dt>
        <dd>{show(before)}</dd>
        <dt>After</dt>
        <dd>{show(after)}</dd>
      </List>
    );
  }
  if (before == null || after == null)
    return (
      <Snapshot
        label={before == null ? 'Created with' : 'Removed'}
        values={(before ?? after) as Record<string, unknown>}
      />
    );
  const changes = changedFields(before, after);
  if (changes.length === 0) return <span>No field changed</span>;
  return (
    <List>
      {changes.map((change) => (
        <Fragment key={change.field}>
          <dt>{change.field}</dt>
          <dd>
            <del>{change.from}</del> → <ins>{change.to}</ins>
          </dd>
        </Fragment>
      ))}
    </List>
  );
}
