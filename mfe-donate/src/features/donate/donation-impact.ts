/** General donate page presets in pounds (spec §9): £25 is the default and is marked Popular. */
export const GENERAL_PRESETS = [25, 50, 100, 200, 500, 3000] as const;
export const DEFAULT_GENERAL_AMOUNT = 25;
export const POPULAR_AMOUNT = 25;

type ImpactTier = { threshold: number; headline: string; detail: string };

/** What a gift achieves, by threshold (spec §9: 25, 50, 100, 200, 500, 3000), largest first. */
export const IMPACT_TIERS: readonly ImpactTier[] = [
  {
    threshold: 3000,
    headline: 'Installs a complete solar system',
    detail:
      'Panels, inverter, batteries and wiring for a school, clinic or place of worship, installed by local technicians and built to run for 20+ years.',
  },
  {
    threshold: 500,
    headline: 'Funds a battery bank for a health centre',
    detail:
      'Stored solar power keeps a rural clinic lit through the night, so births and emergencies are not handled by torchlight.',
  },
  {
    threshold: 200,
    headline: 'Cools an orphanage for a year',
    detail:
      'Solar-powered fans keep dormitories bearable through summers of 45-50°C, when grid power fails most often.',
  },
  {
    threshold: 100,
    headline: 'Buys a solar panel for a school roof',
    detail:
      'One high-efficiency panel, enough to run a classroom’s lights and fans through the hottest months of the year.',
  },
  {
    threshold: 50,
    headline: 'Keeps a vaccine fridge running for a month',
    detail: 'Reliable solar power protects vaccines and medicines at a village health centre when the grid goes down.',
  },
  {
    threshold: 25,
    headline: 'Powers a classroom for one day',
    detail: 'Light and moving air for a full school day, so children can keep learning through a heatwave.',
  },
];

const SMALL_GIFT: ImpactTier = {
  threshold: 0,
  headline: 'Every pound brings clean power closer',
  detail: 'Small gifts add up: together they buy the cables, fixings and panels that each installation needs.',
};

/** The impact a gift of `amount` pounds achieves: the largest threshold it reaches. */
export function impactFor(amount: number): ImpactTier {
  return IMPACT_TIERS.find((tier) => amount >= tier.threshold) ?? SMALL_GIFT;
}
