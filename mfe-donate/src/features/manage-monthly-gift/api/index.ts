// The manage-monthly-gift feature's public file (decision 080): what other features use of its API clients.
export { requestFreshLink } from './request-fresh-link';
