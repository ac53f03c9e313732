import { Switch as RadixSwitch } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChoiceField } from '../field/choice-field';
import { describedBy, useFieldIds } from '../field/field';
import * as styles from './switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A labelled on/off switch (Radix Switch, role="switch") for settings that apply at once. */
export function Switch({
  label,
  checked,
  onCheckedChange,
  hint,
  disabled,
  name,
  id,
  className,
}: SwitchProps) {
  const ids = useFieldIds(id);
  return (
    <ChoiceField ids={ids} label={label} hint={hint} className={className}>
      <RadixSwitch.Root
        id={ids.controlId}
        className={styles.root}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={describedBy(ids, { hint })}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </ChoiceField>
  );
}
