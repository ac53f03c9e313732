export { Field, describedBy, useFieldIds, type FieldIds, type FieldProps } from './field';
export { Form, SubmitButton, type FormProps } from './form';
export { useFormContext, type FormContextValue } from './form-context';
export { applyMask, isMaskComplete, unmask } from './mask';
export { firstError, isBlank, rules, type Rule } from './rules';
export {
  useFieldRules,
  type FieldHandle,
  type FieldRulesState,
  type UseFieldRulesOptions,
} from './use-field-rules';
