import { useState } from 'react';
import styled from '@emotion/styled';
import type { StaffUser } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, space, useToast } from '@solar/shared-ui';
import { useUpdateStaffUser } from '../api/staff-users';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';
import { useStaffUser } from './staff-user-context';

// Positioned, so each button's visually hidden words stay inside the table's scroller instead of widening the page.
const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  button {
    min-height: 36px;
    padding: ${space.xs} ${space.md};
    font-size: 0.9rem;
  }
`;

const roleName = { admin: 'an administrator', staff: 'staff' } as const;

/** Each row's buttons say whose account they change, to a screen reader, while showing the short words. */
function ForWhom({ username }: { username: string }) {
  return <span className="visually-hidden"> for {username}</span>;
}

/**
 * Change role, disable or enable, reset password, reset two-step sign-in. Nobody can demote or disable themselves
 * here, nor reset their own two-step sign-in.
 */
export function StaffUserActions({ user }: { user: StaffUser }) {
  const me = useStaffUser();
  const update = useUpdateStaffUser();
  const { toast } = useToast();
  const [resetting, setResetting] = useState(false);
  const [resettingSecondFactor, setResettingSecondFactor] = useState(false);
  const isMe = me.id === user.id;
  const otherRole = user.role === 'admin' ? 'staff' : 'admin';

  const change = (changes: { role?: StaffUser['role']; disabled?: boolean }, done: string) =>
    update.mutate(
      { id: user.id, ...changes },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({
            title: `Could not change ${user.username}`,
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Row>
      {isMe ? null : (
        <>
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() => change({ role: otherRole }, `${user.username} is now ${roleName[otherRole]}`)}
          >
            {otherRole === 'admin' ? 'Make administrator' : 'Make staff'}
            <ForWhom username={user.username} />
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              change({ disabled: !user.disabled }, `${user.username} is ${user.disabled ? 'enabled' : 'disabled'}`)
            }
          >
            {user.disabled ? 'Enable' : 'Disable'}
            <ForWhom username={user.username} />
          </Button>
        </>
      )}
      <Button type="button" variant="outline" onClick={() => setResetting(true)}>
        Reset password
        <ForWhom username={user.username} />
      </Button>
      {!isMe && user.secondFactor ? (
        <Button type="button" variant="outline" onClick={() => setResettingSecondFactor(true)}>
          Reset two-step sign-in
          <ForWhom username={user.username} />
        </Button>
      ) : null}
      {resetting ? <ResetPasswordDialog user={user} onClose={() => setResetting(false)} /> : null}
      {resettingSecondFactor ? (
        <ResetSecondFactorDialog user={user} onClose={() => setResettingSecondFactor(false)} />
      ) : null}
    </Row>
  );
}
