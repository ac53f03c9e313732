import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import * as styles from './states.css';
import { useUiText } from '../locale/index';

export interface LoadingStateProps {
  /** Announced to screen readers and shown next to the spinner; default "Loading…". */
  label?: string;
  /** Number of skeleton lines below the spinner; default 3, 0 for none. */
  lines?: number;
}

const lineWidths = ['100%', '92%', '75%', '85%', '60%'];

/** A spinner with an accessible label, plus placeholder lines shaped like the content to come. */
export function LoadingState({ label: labelProp, lines = 3 }: LoadingStateProps) {
  const text = useUiText();
  const label = labelProp ?? text.loading;
  return (
    <div className={styles.loading} data-state="loading" aria-busy="true">
      <div className={styles.loadingLabel}>
        <Spinner size="sm" />
        <span role="status">{label}</span>
      </div>
      {lines > 0 ? (
        <div className={styles.lines}>
          {Array.from({ length: lines }, (_, index) => (
            <Skeleton key={index} width={lineWidths[index % lineWidths.length]} height="1rem" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
