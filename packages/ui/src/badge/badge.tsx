import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { cx } from '../utils/cx';
import { badge, removeButton, type Tone } from './badge.css';
import { useUiText } from '../locale/index';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour meaning: neutral, accent, success, warning, danger. Default neutral. */
  tone?: Tone;
  icon?: IconName;
}

/** A small status pill ("In progress", "Team plan"). */
export function Badge({ tone = 'neutral', icon, className, children, ...props }: BadgeProps) {
  return (
    <span className={cx(badge({ tone, shape: 'pill' }), className)} {...props}>
      {icon ? <Icon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}

export interface TagProps extends ComponentPropsWithRef<'span'> {
  tone?: Tone;
  children: ReactNode;
  /** When given, the tag shows a remove button labelled `removeLabel`. */
  onRemove?: () => void;
  /** Accessible name of the remove button; default "Remove". */
  removeLabel?: string;
}

/** A label such as a filter or framework reference, optionally removable. */
export function Tag({
  tone = 'neutral',
  onRemove,
  removeLabel: removeLabelProp,
  className,
  children,
  ...props
}: TagProps) {
  const text = useUiText();
  const removeLabel = removeLabelProp ?? text.remove;
  return (
    <span className={cx(badge({ tone, shape: 'tag' }), className)} {...props}>
      {children}
      {onRemove ? (
        <button type="button" className={removeButton} aria-label={removeLabel} onClick={onRemove}>
          <Icon name="close" size={14} />
        </button>
      ) : null}
    </span>
  );
}
