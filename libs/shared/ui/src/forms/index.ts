/**
 * The form kit (decision 040): every form's fields, alert and error summary, for the shell and all three remotes.
 * A separate entry from `@solar/shared-ui`, which is a federation singleton every page loads: only pages with a form
 * load the kit.
 */
export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { SelectField, type SelectFieldProps, type FieldOption } from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';
export { Fieldset, FieldRow, RequiredNote } from './form-layout';
export { FormAlert } from './form-alert';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary';
export {
  StaffFilterBar,
  type StaffFilter,
  type StaffFilterOption,
  type StaffFilterValues,
  type StaffFilterBarProps,
} from './staff-filter-bar';
