import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Watch video
      </button>
      <Dialog
        open={open}
        title="Our impact"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Solar power for a school in Punjab.</p>
        <a href="/donate">Donate</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that moves focus inside and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Watch video' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Our impact' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Watch video' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const donate = screen.getByRole('link', { name: 'Donate' });

    await user.tab();
    expect(donate).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(donate).toHaveFocus();
  });

  it('closes from the backdrop and the Close button, not from clicks inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Watch video' }));

    await user.click(screen.getByText('Solar power for a school in Punjab.'));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Watch video' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
