import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';
import { getStaffSession, signOut } from './staff-session';

function answer(status: number, body = '') {
  global.fetch = jest.fn(() =>
    Promise.resolve({
      ok: status < 400,
      status,
      statusText: String(status),
      text: () => Promise.resolve(body),
    } as Response),
  );
}

describe('the staff session calls', () => {
  const signedOut = jest.fn();
  beforeEach(() => window.addEventListener(STAFF_SIGNED_OUT_EVENT, signedOut));
  afterEach(() => {
    window.removeEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
    signedOut.mockReset();
  });

  it('reads no session as null, without announcing a sign-out', async () => {
    answer(401, '{"message":"Sign in first"}');
    await expect(getStaffSession()).resolves.toBeNull();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('treats signing out of an already ended session as signed out', async () => {
    answer(401);
    await expect(signOut()).resolves.toBeUndefined();
    answer(204);
    await expect(signOut()).resolves.toBeUndefined();
    expect((global.fetch as jest.Mock).mock.calls[0]).toEqual([
      '/api/staff/session',
      expect.objectContaining({ method: 'DELETE', credentials: 'same-origin' }),
    ]);
  });

  it('reports a failure to reach the API', async () => {
    answer(503);
    await expect(signOut()).rejects.toThrow('503');
    await expect(getStaffSession()).rejects.toThrow('503');
  });
});
