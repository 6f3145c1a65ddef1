import { refusedMove } from './volunteer-workflow';

describe('the volunteer workflow', () => {
  it('allows pending → reviewing → accepted or declined, and withdrawing an open application', () => {
    for (const [from, to] of [
      ['pending', 'reviewing'],
      ['reviewing', 'accepted'],
      ['reviewing', 'declined'],
      ['pending', 'withdrawn'],
      ['accepted', 'withdrawn'],
    ] as const) {
      expect(refusedMove(from, to)).toBeNull();
    }
  });

  it('refuses skipping a step, going back, and leaving a closed state, saying what is possible', () => {
    expect(refusedMove('pending', 'accepted')).toBe(
      'An application that is pending cannot move to accepted: it can only move to reviewing or withdrawn',
    );
    expect(refusedMove('accepted', 'reviewing')).toBe(
      'An application that is accepted cannot move to reviewing: it can only move to withdrawn',
    );
    expect(refusedMove('declined', 'reviewing')).toBe(
      'An application that is declined cannot move to reviewing: it is closed and cannot move',
    );
  });
});
