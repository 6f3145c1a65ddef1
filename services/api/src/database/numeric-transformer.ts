import type { ValueTransformer } from 'typeorm';

/** mysql2 returns DECIMAL as strings (to keep precision); the API promises numbers. */
export const decimalToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};
