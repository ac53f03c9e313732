export { ChoiceField, type ChoiceFieldProps } from './choice-field';
export { Field, describedBy, useFieldIds, type FieldIds, type FieldProps } from './field';
export { Form, SubmitButton, type FormProps } from './form';
export { useFormContext, type FieldRegistration, type FormContextValue } from './form-context';
export { applyMask, isMaskComplete, unmask } from './mask';
export { firstError, isBlank, rules, type Rule } from './rules';
export { useFieldRules, type FieldHandle, type FieldRulesState, type UseFieldRulesOptions } from './use-field-rules';
export { useTextControl, type TextControl, type UseTextControlOptions } from './use-text-control';
