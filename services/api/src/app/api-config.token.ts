/** Injection token for the checked ApiConfig. */
export const API_CONFIG = Symbol('API_CONFIG');
