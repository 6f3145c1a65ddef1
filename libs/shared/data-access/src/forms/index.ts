export { applyServerErrors } from './apply-server-errors';
export { registerOptionsFor, type FieldCheck } from './field-validation';
export {
  useSiteForm,
  type SiteFieldProps,
  type SiteForm,
  type SiteFormOptions,
  type SiteFormProblem,
} from './use-site-form';
