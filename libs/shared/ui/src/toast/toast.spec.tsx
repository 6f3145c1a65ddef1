import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastApi } from './toast-context';

function renderWithApi() {
  const captured: { api?: ToastApi } = {};
  function Capture() {
    const api = useToast();
    useEffect(() => {
      captured.api = api;
    }, [api]);
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return () => captured.api as ToastApi;
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has one polite and one assertive live region from the first render, drawn on the server too', () => {
    const html = renderToString(
      <ToastProvider>
        <main>Page</main>
      </ToastProvider>,
    );
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html.match(/role="alert"/g)).toHaveLength(1);

    renderWithApi();
    const polite = within(notifications()).getByRole('status');
    const assertive = within(notifications()).getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveAttribute('aria-atomic', 'true');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it("places each toast's words in that same region, one toast at a time, without taking focus", () => {
    const api = renderWithApi();
    const region = screen.getByRole('status');
    const before = document.activeElement;
    act(() => {
      api().toast({ title: 'First' });
    });
    expect(region).toHaveTextContent('First');
    act(() => {
      api().toast({ title: 'Second', description: 'More detail' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toBe(region);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Second');
    expect(region).toHaveTextContent('More detail');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(notifications()).getByRole('button', { name: 'Close notification' })).toBeVisible();
    expect(document.activeElement).toBe(before);
  });

  it('puts the same words in anew when the same toast comes again, so it is announced again', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'Draft saved' });
    });
    const first = screen.getByText('Draft saved');
    act(() => {
      api().toast({ title: 'Draft saved' });
    });
    expect(screen.getByText('Draft saved')).not.toBe(first);
    expect(screen.getByRole('status')).toContainElement(screen.getByText('Draft saved'));
  });

  it('empties the region when the toast goes, and keeps the region', () => {
    const api = renderWithApi();
    const region = screen.getByRole('status');
    act(() => {
      api().toast({ title: 'Saved' });
    });
    act(() => api().dismiss());
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });

  it('dismisses itself after 5000 ms by default', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and the replacing toast gets a fresh timer', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'Short', duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(900));
    act(() => {
      api().toast({ title: 'Next' });
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Next')).toBeInTheDocument();
  });

  it('places destructive toasts in the assertive region (role=alert)', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({
        title: 'Terms Required',
        description: 'Please agree to the terms and conditions',
        variant: 'destructive',
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Terms RequiredPlease agree to the terms and conditions');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('runs the action handler and closes', () => {
    const api = renderWithApi();
    const onClick = jest.fn();
    act(() => {
      api().toast({ title: 'Removed', action: { label: 'Undo', onClick } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();
  });

  it('closes from its close button, its handle, or dismiss()', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'One' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('One')).not.toBeInTheDocument();

    let handle = { id: '', dismiss: () => undefined as void };
    act(() => {
      handle = api().toast({ title: 'Two' });
    });
    expect(handle.id).toMatch(/\S/);
    act(() => handle.dismiss());
    expect(screen.queryByText('Two')).not.toBeInTheDocument();

    act(() => {
      api().toast({ title: 'Three' });
    });
    act(() => api().dismiss('not-this-one'));
    expect(screen.getByText('Three')).toBeInTheDocument();
    act(() => api().dismiss());
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
  });

  it('waits while hovered', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'Hover me' });
    });
    fireEvent.pointerEnter(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('waits while focus is in it, moving between its buttons included', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'Removed', action: { label: 'Undo', onClick: () => undefined } });
    });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => undo.focus());
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Removed')).toBeInTheDocument();
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();
  });
});
