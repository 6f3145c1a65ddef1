import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './error-summary';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

const problems = [
  { id: 'f-name', message: 'Name is required' },
  { id: 'f-email', message: 'Email is required' },
];

function Example() {
  const [shown, setShown] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setShown((count) => count + 1);
      }}
    >
      <ErrorSummary problems={shown ? problems : []} shownCount={shown} />
      <TextField label="Name" id="f-name" />
      <TextField label="Email" id="f-email" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('draws nothing while there is no problem', () => {
    const { container } = render(<ErrorSummary problems={[]} shownCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus after a refused submit, is named by its heading and links each message to its field', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByText('There is a problem').parentElement as HTMLElement;
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
    const link = screen.getByRole('link', { name: 'Email is required' });
    expect(link).toHaveAttribute('href', '#f-email');
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('takes focus again on the next refused submit', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('link', { name: 'Name is required' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('There is a problem').parentElement).toHaveFocus();
  });
});

describe('FormAlert', () => {
  it('keeps an empty alert region until there is a message', () => {
    const { rerender } = render(<FormAlert message={null} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<FormAlert message="Please try again later" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again later');
  });
});
