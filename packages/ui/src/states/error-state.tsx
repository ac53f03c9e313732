import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import * as styles from './states.css';
import { useUiText } from '../locale/index';

export interface ErrorStateProps {
  /** Default "Something went wrong". */
  title?: ReactNode;
  /** What happened and what to do, in the user's words (never a raw stack). */
  message?: ReactNode;
  /** Shows a retry button. May return a promise: the button shows loading until it settles. */
  onRetry?: () => void | Promise<unknown>;
  retryLabel?: string;
  /** Set while a retry is running (if not using a promise). */
  retrying?: boolean;
  /** More actions (e.g. "Go home"). */
  action?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'h3';
  size?: styles.StateVariants['size'];
}

/** A failed load or action, announced as an alert, with a retry button. */
export function ErrorState({
  title: titleProp,
  message,
  onRetry,
  retryLabel: retryLabelProp,
  retrying = false,
  action,
  titleAs: Title = 'h2',
  size,
}: ErrorStateProps) {
  const text = useUiText();
  const title = titleProp ?? text.somethingWentWrong;
  const retryLabel = retryLabelProp ?? text.tryAgain;
  return (
    <div className={styles.state({ size })} role="alert" data-state="error">
      <span className={styles.iconWrap({ tone: 'danger' })}>
        <Icon name="alert" size="md" />
      </span>
      <Title className={styles.title}>{title}</Title>
      {message ? <p className={styles.description}>{message}</p> : null}
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? <RetryButton onRetry={onRetry} label={retryLabel} retrying={retrying} /> : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}

function RetryButton({
  onRetry,
  label,
  retrying,
}: {
  onRetry: () => void | Promise<unknown>;
  label: string;
  retrying: boolean;
}) {
  const [pending, setPending] = useState(false);
  const handleClick = () => {
    const result = onRetry();
    if (result instanceof Promise) {
      setPending(true);
      result.catch(() => undefined).finally(() => setPending(false));
    }
  };
  return (
    <Button icon="refresh" variant="outline" loading={retrying || pending} onClick={handleClick}>
      {label}
    </Button>
  );
}
