import { render, screen } from '@testing-library/react';
import { AuditChange, changedFields } from './audit-change';

describe('AuditChange', () => {
  it('lists only the fields that changed, old then new', () => {
    expect(
      changedFields(
        { role: 'staff', disabled: false, username: 'tom' },
        { role: 'admin', disabled: false, username: 'tom' },
      ),
    ).toEqual([{ field: 'role', from: 'staff', to: 'admin' }]);
    render(
      <AuditChange
        before={{ status: 'pending', staffNote: null }}
        after={{ status: 'accepted', staffNote: 'Call back Monday' }}
      />,
    );
    expect(screen.getByText('status').nextSibling).toHaveTextContent('pending → accepted');
    expect(screen.getByText('staffNote').nextSibling).toHaveTextContent('(none) → Call back Monday');
  });

  it('shows a creation with no before as its values, and plain values as they are', () => {
    const { rerender } = render(<AuditChange before={null} after={{ username: 'tom', role: 'staff' }} />);
    expect(screen.getByText('username').nextSibling).toHaveTextContent(/^tom$/);
    expect(screen.getByText('role').nextSibling).toHaveTextContent(/^staff$/);
    rerender(<AuditChange before="pending" after="accepted" />);
    expect(screen.getByText('Before').nextSibling).toHaveTextContent('pending');
    expect(screen.getByText('After').nextSibling).toHaveTextContent('accepted');
    rerender(<AuditChange before={null} after={null} />);
    expect(screen.getByText('No details')).toBeInTheDocument();
  });
});
