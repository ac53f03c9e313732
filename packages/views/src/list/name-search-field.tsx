import { m } from '@assay/messages';
import { TextField } from '@assay/ui';

export interface NameSearchFieldProps {
  value: string;
  /** Called a quarter second after typing stops. */
  onValueChange: (value: string) => void;
  /** The longest search the list call accepts. */
  maxLength: number;
}

/** A list's search box: it matches the start of a name's words, as the list calls search. */
export function NameSearchField({ value, onValueChange, maxLength }: NameSearchFieldProps) {
  return (
    <TextField
      label={m.common_search()}
      type="search"
      icon="search"
      size="sm"
      value={value}
      onValueChange={onValueChange}
      debounce={250}
      maxLength={maxLength}
      placeholder={m.list_name_starts()}
    />
  );
}
