export interface Decision {
  number: string;
  file: string;
  text: string;
}

export interface Relations {
  /** The status's first word: accepted, superseded… */
  state: string;
  /** Decisions this one supersedes or amends. */
  changes: string[];
  /** Decisions that supersede or amend this one. */
  changedBy: string[];
  /** A "superseded by" clause names what replaced it. */
  supersededBy: string[];
}

export const STATES = ['proposed', 'accepted', 'superseded', 'deprecated', 'rejected'];

/** The `Status:` paragraph (it may wrap; a `Date:` line or a blank line ends it), without the label. */
export function statusOf(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => /^Status:/.test(line));
  if (start < 0) return undefined;
  const paragraph = [(lines[start] as string).replace(/^Status:\s*/, '')];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || /^Date:/.test(line)) break;
    paragraph.push(line.trim());
  }
  return paragraph.join(' ').trim();
}

const numbersIn = (text: string): string[] => [...text.matchAll(/\b\d{3}\b/g)].map((match) => match[0]);

/** Reads "Superseded (in part) by N", "Amended by N" (changed by N) and "Supersedes N", "Amends N" (changes N). */
export function relationsOf(status: string): Relations {
  const relations: Relations = {
    state: (/^[a-z]+/i.exec(status)?.[0] ?? '').toLowerCase(),
    changes: [],
    changedBy: [],
    supersededBy: [],
  };
  for (const clause of status.split(/(?=\b(?:supersedes|superseded|amends|amended)\b)/i)) {
    const passive = /^(superseded|amended)(\s+in\s+part)?\s+by\b/i.exec(clause);
    if (passive) {
      relations.changedBy.push(...numbersIn(clause));
      if (/^superseded/i.test(clause)) relations.supersededBy.push(...numbersIn(clause));
    } else if (/^(supersedes|amends|amended|superseded)\b/i.test(clause)) relations.changes.push(...numbersIn(clause));
  }
  return relations;
}

/** Statuses every decision must have, and supersessions both sides must state. */
export function decisionProblems(decisions: Decision[]): string[] {
  const problems: string[] = [];
  const byNumber = new Map<string, Relations>();
  for (const { number, file, text } of decisions) {
    if (byNumber.has(number)) problems.push(`${file}: number ${number} is taken by another decision`);
    const status = statusOf(text);
    if (status === undefined) {
      problems.push(`${file}: no "Status:" line`);
      continue;
    }
    const relations = relationsOf(status);
    byNumber.set(number, relations);
    if (!STATES.includes(relations.state))
      problems.push(`${file}: status "${status}" does not start with one of ${STATES.join(', ')}`);
    if (relations.state === 'superseded' && relations.supersededBy.length === 0)
      problems.push(`${file}: superseded, but not by a numbered decision`);
  }
  for (const { number, file } of decisions) {
    const relations = byNumber.get(number);
    if (!relations) continue;
    for (const other of [...relations.changes, ...relations.changedBy])
      if (!byNumber.has(other)) problems.push(`${file}: its status names decision ${other}, which does not exist`);
    for (const older of relations.changes)
      if (byNumber.has(older) && !byNumber.get(older)?.changedBy.includes(number))
        problems.push(`${file} supersedes or amends ${older}, whose status does not say "amended by ${number}"`);
    for (const newer of relations.changedBy)
      if (byNumber.has(newer) && !byNumber.get(newer)?.changes.includes(number))
        problems.push(`${file} is changed by ${newer}, whose status does not say "amends ${number}"`);
  }
  return problems;
}

/** The index (`docs/decisions/README.md`): one row per decision, linking its file, with the same status. */
export function indexProblems(index: string, decisions: Decision[]): string[] {
  const rows = new Map<string, { link: string; status: string }[]>();
  for (const line of index.split(/\r?\n/)) {
    const row = /^\|\s*(\d{3})\s*\|\s*\[[^\]]*\]\(([^)]+)\)\s*\|\s*(.*?)\s*\|\s*$/.exec(line);
    if (row)
      rows.set(row[1] as string, [
        ...(rows.get(row[1] as string) ?? []),
        { link: row[2] as string, status: row[3] as string },
      ]);
  }
  const problems: string[] = [];
  for (const { number, file, text } of decisions) {
    const found = rows.get(number) ?? [];
    const name = file.split('/').pop() as string;
    if (found.length !== 1) {
      problems.push(`the index has ${found.length} rows for ${number} (${name}): it needs one`);
      continue;
    }
    const { link, status } = found[0] as { link: string; status: string };
    if (link !== name) problems.push(`the index links ${number} to ${link}, not ${name}`);
    const own = statusOf(text) ?? '';
    if (relationsOf(status).state !== relationsOf(own).state)
      problems.push(`the index says ${number} is "${status}"; its file says "${own}"`);
    const named = (text: string) => [...new Set(numbersIn(text))].sort().join(', ');
    if (named(status) !== named(own))
      problems.push(
        `the index's status of ${number} names decisions ${named(status) || 'none'}; its file names ${named(own) || 'none'}`,
      );
  }
  for (const number of rows.keys())
    if (!decisions.some((decision) => decision.number === number))
      problems.push(`the index lists ${number}, which has no file`);
  return problems;
}
