export type DriverError = { errno?: unknown; code?: unknown; message?: unknown };

/** The error and, when TypeORM wrapped it in a QueryFailedError, the driver's own error underneath. */
export function driverErrors(error: unknown): DriverError[] {
  if (typeof error !== 'object' || error === null) return [];
  const wrapped: unknown = (error as { driverError?: unknown }).driverError;
  return typeof wrapped === 'object' && wrapped !== null ? [error, wrapped] : [error];
}
