import { formatMoney } from './format-money';
import { formatNumber } from './format-number';

/** The figures of a project as the API sends them; decimal columns may arrive as strings. */
export type ProjectFigureSource = {
  raisedAmount: number | string;
  targetAmount: number | string;
  currency?: string | null;
  livesImpacted: number | string;
  capacity: number | string;
};

export type ProjectFigureTexts = {
  raised: string;
  target: string;
  /** Whole percent raised; may pass 100. */
  percent: string;
  /** The bar's fill, 0–100. */
  barPercent: string;
  remaining: string;
  lives: string;
  capacity: string;
};

/** Share of the target raised, as a whole percent (spec §9). A target of zero or less gives 0. */
export function fundingPercent(raised: number, target: number): number {
  if (!(target > 0)) return 0;
  return Math.round((raised / target) * 100);
}

/** What is still needed; never negative (spec §9). */
export function remainingAmount(raised: number, target: number): number {
  return Math.max(0, target - raised);
}

/**
 * A project's figures as its donate page shows them. The page (mfe-donate) and the shell's server, which writes
 * the same texts into the page's prerendered template (decision 031), both use this, so they cannot differ.
 */
export function projectFigureTexts(project: ProjectFigureSource): ProjectFigureTexts {
  const raised = Number(project.raisedAmount) || 0;
  const target = Number(project.targetAmount) || 0;
  const currency = project.currency || 'GBP';
  const percent = fundingPercent(raised, target);
  return {
    raised: formatMoney(raised, currency),
    target: formatMoney(target, currency),
    percent: String(percent),
    barPercent: String(Math.min(100, Math.max(0, percent))),
    remaining: formatMoney(remainingAmount(raised, target), currency),
    lives: formatNumber(Number(project.livesImpacted) || 0),
    capacity: formatNumber(Number(project.capacity) || 0, { maximumFractionDigits: 2 }),
  };
}
