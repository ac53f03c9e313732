import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useRef, type ReactNode, type Ref } from 'react';
import { ChoiceField } from '../field/choice-field';
import { describedBy, useFieldIds } from '../field/field';
import type { Rule } from '../field/rules';
import { useFieldRules, type FieldHandle } from '../field/use-field-rules';
import { Icon } from '../icon/icon';
import * as styles from './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  /** e.g. [(v) => v || 'Accept the terms to continue']. */
  rules?: readonly Rule<boolean>[];
  /** Must be checked (shows requiredMessage otherwise). */
  required?: boolean;
  requiredMessage?: string;
  error?: string | null;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  ref?: Ref<FieldHandle>;
}

/** A labelled checkbox (Radix Checkbox) with optional rules. */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  hint,
  rules,
  required = false,
  requiredMessage,
  error: externalError,
  disabled,
  name,
  value,
  id,
  className,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const element = useRef<HTMLButtonElement | null>(null);
  const field = useFieldRules({
    value: checked === true,
    rules,
    required,
    requiredMessage,
    error: externalError,
    focus: () => element.current?.focus(),
    element: () => element.current,
    ref,
  });
  return (
    <ChoiceField ids={ids} label={label} hint={hint} error={field.error} className={className}>
      <RadixCheckbox.Root
        ref={element}
        id={ids.controlId}
        className={styles.box}
        checked={checked}
        onCheckedChange={(next) => {
          field.touch();
          onCheckedChange?.(next === true);
        }}
        onBlur={field.touch}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
        aria-invalid={field.invalid || undefined}
        aria-describedby={describedBy(ids, { hint, error: field.error })}
      >
        <RadixCheckbox.Indicator>
          <Icon name={checked === 'indeterminate' ? 'minus' : 'check'} size={14} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </ChoiceField>
  );
}
