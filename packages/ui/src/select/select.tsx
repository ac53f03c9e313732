import { Select as RadixSelect } from 'radix-ui';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { describedBy, Field, useFieldIds } from '../field/field';
import * as fieldStyles from '../field/field.css';
import type { Rule } from '../field/rules';
import { useFieldRules, type FieldHandle } from '../field/use-field-rules';
import { Icon } from '../icon/icon';
import type { Size } from '../theme/tokens';
import { cx } from '../utils/cx';
import * as styles from './select.css';
import { useUiText } from '../locale/index';

export interface SelectOption {
  /** Non-empty string (Radix reserves '' for "nothing selected"). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Text for type-ahead when the label is not plain text. */
  textValue?: string;
}

export interface SelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** The selected option's value; '' shows the placeholder. */
  value: string;
  onValueChange?: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  rules?: readonly Rule[];
  required?: boolean;
  requiredMessage?: string;
  error?: string | null;
  disabled?: boolean;
  size?: Size;
  /** Form field name (a hidden native select carries the value in a native form post). */
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<FieldHandle>;
}

/** A labelled single-choice dropdown (Radix Select) with the same rules and messages as TextField. */
export function Select({
  label,
  hideLabel,
  value,
  onValueChange,
  options,
  placeholder: placeholderProp,
  hint,
  rules,
  required = false,
  requiredMessage,
  error: externalError,
  disabled = false,
  size = 'md',
  name,
  id,
  className,
  ref,
}: SelectProps) {
  const text = useUiText();
  const placeholder = placeholderProp ?? text.select;
  const ids = useFieldIds(id);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const field = useFieldRules({
    value,
    rules,
    required,
    requiredMessage,
    error: externalError,
    focus: () => trigger.current?.focus(),
    element: () => trigger.current,
    ref,
  });

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={field.error}
      required={required}
      className={className}
    >
      <RadixSelect.Root
        value={value}
        onValueChange={onValueChange}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) field.touch();
        }}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          ref={trigger}
          id={ids.controlId}
          className={cx(fieldStyles.control({ size }), styles.trigger)}
          data-invalid={field.invalid}
          data-disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error: field.error })}
          onBlur={() => {
            if (!open) field.touch();
          }}
        >
          <span className={cx(styles.value, value === '' && styles.placeholder)}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className={styles.chevron}>
            <Icon name="chevron-down" size="xs" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  textValue={option.textValue}
                  className={styles.item}
                >
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <Icon name="check" size={16} />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
