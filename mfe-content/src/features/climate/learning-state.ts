/** Learning path state (spec §4): list → overview → learning → completed; completed → learning or list. Not persisted. */
export type LearningState =
  | { stage: 'list' }
  | { stage: 'overview'; moduleId: string }
  | { stage: 'learning'; moduleId: string }
  | { stage: 'completed'; moduleId: string };

export type LearningAction =
  | { type: 'open'; moduleId: string }
  | { type: 'begin' }
  | { type: 'complete' }
  | { type: 'review' }
  | { type: 'close' };

export const initialLearningState: LearningState = { stage: 'list' };

export function learningReducer(state: LearningState, action: LearningAction): LearningState {
  switch (action.type) {
    case 'open':
      return { stage: 'overview', moduleId: action.moduleId };
    case 'begin':
      return state.stage === 'overview' ? { stage: 'learning', moduleId: state.moduleId } : state;
    case 'complete':
      return state.stage === 'learning' ? { stage: 'completed', moduleId: state.moduleId } : state;
    case 'review':
      return state.stage === 'completed' ? { stage: 'learning', moduleId: state.moduleId } : state;
    case 'close':
      return { stage: 'list' };
    default:
      return state;
  }
}
