import { splitMatches } from '../search/highlight.ts';
import * as styles from './control-results.css.ts';

/** Text with the words that matched the search marked. */
export function Highlight({ text, pattern }: { text: string; pattern: RegExp | null }) {
  return (
    <>
      {splitMatches(text, pattern).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
