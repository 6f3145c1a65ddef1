import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
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

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the current', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({ title: 'First' });
    });
    act(() => {
      api().toast({ title: 'Second', description: 'More detail' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.getByRole('status')).toHaveTextContent('More detail');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
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

  it('uses role=alert for destructive toasts', () => {
    const api = renderWithApi();
    act(() => {
      api().toast({
        title: 'Terms Required',
        description: 'Please agree to the terms and conditions',
        variant: 'destructive',
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Terms Required');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });
});
