export { ApiError, errorDetail, errorMessage, formError, GENERIC_ERROR_MESSAGE, type FormError } from './api-error';
