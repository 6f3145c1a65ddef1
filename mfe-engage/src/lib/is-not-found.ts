import { ApiError } from '@solar/shared-data-access';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
