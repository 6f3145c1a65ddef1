import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';
import { TooltipProvider } from './tooltip-provider';

function renderTooltips() {
  render(
    <TooltipProvider>
      <Tooltip content="Solar panels last 20+ years">
        <button type="button">Lifespan</button>
      </Tooltip>
      <Tooltip content="Installed capacity">
        <button type="button">Capacity</button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    first: screen.getByRole('button', { name: 'Lifespan' }),
    second: screen.getByRole('button', { name: 'Capacity' }),
  };
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after 700 ms of hover and describes its trigger', () => {
    const { first } = renderTooltips();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Solar panels last 20+ years');
    expect(first).toHaveAttribute('aria-describedby', tooltip.id);
    expect(first).toHaveAccessibleDescription('Solar panels last 20+ years');
  });

  it('opens the next tooltip instantly within 300 ms of a close, then waits again', () => {
    const { first, second } = renderTooltips();
    fireEvent.pointerEnter(first);
    act(() => jest.advanceTimersByTime(700));
    fireEvent.pointerLeave(first);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerEnter(second);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Installed capacity');

    fireEvent.pointerLeave(second);
    act(() => jest.advanceTimersByTime(100 + 300));
    fireEvent.pointerEnter(first);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Solar panels last 20+ years');
  });

  it('shows on keyboard focus and hides on Escape and on blur', () => {
    const { first } = renderTooltips();
    act(() => first.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-describedby');

    act(() => first.blur());
    act(() => jest.advanceTimersByTime(1000));
    act(() => first.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => first.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('places the bubble 4 px above the trigger', () => {
    const { first } = renderTooltips();
    first.getBoundingClientRect = () => ({
      top: 200,
      bottom: 240,
      left: 100,
      right: 180,
      width: 80,
      height: 40,
      x: 100,
      y: 200,
      toJSON: () => ({}),
    });
    const bubbleRect = {
      top: 0,
      bottom: 30,
      left: 0,
      right: 120,
      width: 120,
      height: 30,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    };
    const spy = jest.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue(bubbleRect);
    act(() => first.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.style.top).toBe(`${200 - 4 - 30}px`);
    expect(tooltip.style.left).toBe(`${100 + 40 - 60}px`);
    spy.mockRestore();
  });
});
