import { projectFigureTexts } from './project-figures';

describe('projectFigureTexts', () => {
  it('writes the figures of a project, reading decimal columns sent as strings', () => {
    expect(
      projectFigureTexts({
        raisedAmount: '12500.50',
        targetAmount: '50000.00',
        currency: 'GBP',
        livesImpacted: 1200,
        capacity: '15.125',
      }),
    ).toEqual({
      raised: '£12,500.50',
      target: '£50,000',
      percent: '25',
      barPercent: '25',
      remaining: '£37,499.50',
      lives: '1,200',
      capacity: '15.13',
    });
  });

  it('lets the percent pass 100 but never the bar, and never shows a negative remainder', () => {
    const texts = projectFigureTexts({ raisedAmount: 60_000, targetAmount: 50_000, livesImpacted: 0, capacity: 0 });
    expect(texts).toMatchObject({ percent: '120', barPercent: '100', remaining: '£0' });
  });

  it('shows 0 percent for a project without a target', () => {
    expect(projectFigureTexts({ raisedAmount: 100, targetAmount: 0, livesImpacted: 1, capacity: 1 }).percent).toBe('0');
  });
});
