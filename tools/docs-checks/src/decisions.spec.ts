import { type Decision, decisionProblems, indexProblems, relationsOf, statusOf } from './decisions';

const decision = (number: string, status: string | undefined): Decision => ({
  number,
  file: `docs/decisions/${number}-x.md`,
  text: `# ${number} — X\n\n${status === undefined ? '' : `Status: ${status}\nDate: 2026-11-27\n`}\n## Context\n`,
});

describe('a status', () => {
  it('is the paragraph after "Status:", wrapped lines included', () => {
    expect(statusOf('# 1\n\nStatus: accepted (supersedes the reuse in 005\nand 010)\n\nDate: x')).toBe(
      'accepted (supersedes the reuse in 005 and 010)',
    );
    expect(statusOf('# 1\n\n## Context')).toBeUndefined();
  });

  it('says which decisions it changes and which change it', () => {
    expect(
      relationsOf('accepted. Superseded in part by 017 (styles) and 023; amended by 037. Amends 003 (pages)'),
    ).toEqual({ state: 'accepted', changes: ['003'], changedBy: ['017', '023', '037'], supersededBy: ['017', '023'] });
    expect(relationsOf('superseded by 039 (Node 26). It amended 011')).toEqual({
      state: 'superseded',
      changes: ['011'],
      changedBy: ['039'],
      supersededBy: ['039'],
    });
  });
});

describe('the decision rules', () => {
  it('accept statuses that agree on both sides', () => {
    expect(
      decisionProblems([
        decision('001', 'superseded by 002'),
        decision('002', 'accepted (supersedes 001). Amended by 003'),
        decision('003', 'accepted. Amends 002'),
      ]),
    ).toEqual([]);
  });

  it('refuse a missing or unknown status, a superseded one without its successor, and a reused number', () => {
    expect(
      decisionProblems([
        decision('001', undefined),
        decision('002', 'done'),
        decision('003', 'superseded'),
        decision('003', 'accepted'),
      ]),
    ).toEqual([
      'docs/decisions/001-x.md: no "Status:" line',
      'docs/decisions/002-x.md: status "done" does not start with one of proposed, accepted, superseded, deprecated, rejected',
      'docs/decisions/003-x.md: superseded, but not by a numbered decision',
      'docs/decisions/003-x.md: number 003 is taken by another decision',
    ]);
  });

  it('refuse a supersession only one side states, and a decision that does not exist', () => {
    expect(
      decisionProblems([decision('001', 'accepted'), decision('002', 'accepted (supersedes 001). Amended by 009')]),
    ).toEqual([
      'docs/decisions/002-x.md: its status names decision 009, which does not exist',
      'docs/decisions/002-x.md supersedes or amends 001, whose status does not say "amended by 002"',
    ]);
    expect(decisionProblems([decision('001', 'accepted. Amended by 002'), decision('002', 'accepted')])).toEqual([
      'docs/decisions/001-x.md is changed by 002, whose status does not say "amends 001"',
    ]);
  });
});

describe('the index', () => {
  const all = [decision('001', 'superseded by 002 (faster)'), decision('002', 'accepted (supersedes 001)')];

  it('has one row per decision, linking its file, with its status', () => {
    const index =
      '| No. | Decision | Status |\n|---|---|---|\n| 001 | [X](001-x.md) | superseded by 002 |\n| 002 | [Y](002-x.md) | accepted; supersedes 001 |\n';
    expect(indexProblems(index, all)).toEqual([]);
  });

  it('fails on a missing row, a wrong link, a status that differs, and a row without a file', () => {
    const index = '| 001 | [X](001-y.md) | accepted |\n| 003 | [Z](003-x.md) | accepted |\n';
    expect(indexProblems(index, all)).toEqual([
      'the index links 001 to 001-y.md, not 001-x.md',
      'the index says 001 is "accepted"; its file says "superseded by 002 (faster)"',
      "the index's status of 001 names decisions none; its file names 002",
      'the index has 0 rows for 002 (002-x.md): it needs one',
      'the index lists 003, which has no file',
    ]);
  });
});
