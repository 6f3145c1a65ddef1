import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';
import { fakeStaffApi, inTurn } from '@solar/shared-testing';
import { getStaffSession, signOut } from './staff-session';

const SESSION = '/api/staff/session';

describe('the staff session calls', () => {
  const signedOut = jest.fn();
  beforeEach(() => window.addEventListener(STAFF_SIGNED_OUT_EVENT, signedOut));
  afterEach(() => {
    window.removeEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
    signedOut.mockReset();
  });

  it('reads no session as null, without announcing a sign-out', async () => {
    fakeStaffApi({ [`GET ${SESSION}`]: () => [401, { message: 'Sign in first' }] });
    await expect(getStaffSession()).resolves.toBeNull();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('treats signing out of an already ended session as signed out', async () => {
    const { fetchMock } = fakeStaffApi({ [`DELETE ${SESSION}`]: inTurn([401], [204]) });
    await expect(signOut()).resolves.toBeUndefined();
    await expect(signOut()).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[1]).toEqual([
      SESSION,
      expect.objectContaining({ method: 'DELETE', credentials: 'same-origin' }),
    ]);
  });

  it('reports a failure to reach the API', async () => {
    fakeStaffApi({ [`DELETE ${SESSION}`]: () => [503], [`GET ${SESSION}`]: () => [503] });
    await expect(signOut()).rejects.toThrow('503');
    await expect(getStaffSession()).rejects.toThrow('503');
  });
});
