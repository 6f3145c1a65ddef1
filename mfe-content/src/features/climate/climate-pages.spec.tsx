import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockReducedMotion, renderAt } from '@solar/shared-testing';
import ClimateDashboardPage from './climate-dashboard-page';
import EcoLearningPathPage from './eco-learning-path-page';
import { initialLearningState, learningReducer } from './learning-state';

describe('Climate dashboard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows every figure at once under reduced motion', () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    renderAt(<ClimateDashboardPage />);
    expect(screen.getByTestId('indicator-energy-value')).toHaveTextContent(/^123\.7$/);
  });

  it('opens and closes several indicator descriptions independently, from the keyboard too', () => {
    mockReducedMotion(true);
    renderAt(<ClimateDashboardPage />);
    const toggles = within(document.getElementById('indicators') as HTMLElement).getAllByRole('button');
    expect(toggles).toHaveLength(6);
    fireEvent.click(toggles[0]);
    fireEvent.click(toggles[2]);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    const description = document.getElementById(toggles[2].getAttribute('aria-controls') as string) as HTMLElement;
    expect(description).toBeVisible();
    fireEvent.click(toggles[2]);
    expect(description).not.toBeVisible();
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles[0].tagName).toBe('BUTTON'); // Enter and Space work natively
  });

  it('shows six indicators, four resilience projects and the totals', () => {
    mockReducedMotion(true);
    renderAt(<ClimateDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Climate Dashboard' })).toBeInTheDocument();
    const indicators = within(document.getElementById('indicators') as HTMLElement).getAllByRole('listitem');
    expect(indicators).toHaveLength(6);
    const projects = within(document.getElementById('resilience') as HTMLElement).getAllByRole('listitem');
    expect(projects).toHaveLength(4);
    for (const status of ['Active', 'Planning', 'Completed'])
      expect(within(document.getElementById('resilience') as HTMLElement).getAllByText(status).length).toBeGreaterThan(
        0,
      );
    for (const total of ['3,900+', '123.7 MWh', '87.9 tons CO₂', '12'])
      expect(document.getElementById('totals')).toHaveTextContent(total);
    // Under reduced motion the values show at once; target progress is value / target.
    expect(indicators[0]).toHaveTextContent('123.7MWh');
    expect(indicators[0]).toHaveTextContent('82% of target');
    for (const status of ['Critical', 'Warning', 'Good', 'Excellent'])
      expect(screen.getAllByText(status).length).toBeGreaterThan(0);
  });

  it('toggles an indicator description from its card button', () => {
    mockReducedMotion(true);
    renderAt(<ClimateDashboardPage />);
    const toggle = screen.getByRole('button', { name: 'Clean energy generated' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Electricity produced this year/)).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Electricity produced this year/)).toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts values in after 0.5 s', () => {
    mockReducedMotion(false);
    jest.useFakeTimers();
    renderAt(<ClimateDashboardPage />);
    const shown = () => screen.getByTestId('indicator-energy-value');
    expect(shown()).toHaveTextContent(/^0\.0$/);
    // The final figure is what assistive technology reads, and its width is reserved from the start.
    expect(shown()).toHaveAttribute('aria-hidden', 'true');
    expect(shown()).toHaveStyle({ minWidth: '5ch' });
    const card = shown().closest('li') as HTMLElement;
    expect(within(card).getByText('123.7', { selector: '.visually-hidden' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    expect(shown()).toHaveTextContent(/^0\.0$/);
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toHaveTextContent(/^123\.7$/);
    expect(shown()).toHaveStyle({ minWidth: '5ch' });
  });
});

describe('Learning path state machine', () => {
  it('moves overview → learning → completed, then back to learning or to the list', () => {
    let state = learningReducer(initialLearningState, { type: 'open', moduleId: 'solar-basics' });
    expect(state).toEqual({ stage: 'overview', moduleId: 'solar-basics' });
    expect(learningReducer(state, { type: 'complete' })).toBe(state);
    state = learningReducer(state, { type: 'begin' });
    expect(state.stage).toBe('learning');
    state = learningReducer(state, { type: 'complete' });
    expect(state.stage).toBe('completed');
    expect(learningReducer(state, { type: 'review' })).toEqual({ stage: 'learning', moduleId: 'solar-basics' });
    expect(learningReducer(state, { type: 'close' })).toEqual({ stage: 'list' });
  });
});

describe('Eco learning path page', () => {
  it('lists eight modules with difficulty and duration', () => {
    renderAt(<EcoLearningPathPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Eco Learning Path' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open module/ })).toHaveLength(8);
    expect(screen.getAllByText('Beginner').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Intermediate').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Advanced').length).toBeGreaterThan(0);
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
  });

  it('walks a module through overview, learning and completed', () => {
    renderAt(<EcoLearningPathPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open module: How Solar Power Works' }));
    expect(screen.getByRole('heading', { level: 2, name: 'How Solar Power Works' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Begin Learning Module' }));
    expect(screen.getByRole('heading', { name: 'Key points' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Module' }));
    expect(screen.getByRole('heading', { level: 2, name: /Module complete/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Review Module Content' }));
    expect(screen.getByRole('button', { name: 'Complete Module' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Module' }));
    fireEvent.click(screen.getByRole('button', { name: 'Return to Learning Path' }));
    expect(screen.getAllByRole('button', { name: /^Open module/ })).toHaveLength(8);
    expect(screen.getByText('✓ Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open module: How Solar Power Works' })).toHaveFocus();
  });
});
