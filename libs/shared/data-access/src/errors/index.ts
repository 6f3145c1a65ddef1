export { ApiError, errorMessage, formError, GENERIC_ERROR_MESSAGE, type FormError } from './api-error';
