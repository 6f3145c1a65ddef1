import { useEffect } from 'react';
import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';
import { signInPath } from '../sign-in-path';

/**
 * When any staff call answers 401 (the session ended or was revoked), the page is reloaded at sign-in. A full
 * load rather than a client navigation, so no remote's in-memory data outlives the session.
 */
export function useStaffSignedOut() {
  useEffect(() => {
    const toSignIn = () => window.location.assign(signInPath(window.location.pathname + window.location.search));
    window.addEventListener(STAFF_SIGNED_OUT_EVENT, toSignIn);
    return () => window.removeEventListener(STAFF_SIGNED_OUT_EVENT, toSignIn);
  }, []);
}
