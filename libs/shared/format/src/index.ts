export { formatLongDate, ukCalendarDay } from './lib/format-date';
export { formatDollars, formatMoney } from './lib/format-money';
export { type DigitOptions, formatNumber } from './lib/format-number';
export {
  fundingPercent,
  projectFigureTexts,
  remainingAmount,
  type ProjectFigureSource,
  type ProjectFigureTexts,
} from './lib/project-figures';
