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
  afterEach(() => jest.restoreAllMocks());

  it('opens as a native modal <dialog> through showModal(), labelled by its title', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Watch video' }));
    const dialog = screen.getByRole('dialog', { name: 'Our impact' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
  });

  it('moves focus inside on open; Escape calls the same onClose as Close, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Watch video' });

    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape when its owner keeps it open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog open title="Sending…" onClose={onClose}>
        <p>Please wait.</p>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Sending…' })).toHaveAttribute('open');
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

  it('closes from the backdrop, not from clicks inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Watch video' }));

    await user.click(screen.getByText('Solar power for a school in Punjab.'));
    expect(onClose).not.toHaveBeenCalled();

    // A click on the ::backdrop is a click on the <dialog> element itself.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
