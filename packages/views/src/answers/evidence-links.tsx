import { m } from '@assay/messages';
import {
  EVIDENCE_MAX,
  EVIDENCE_URL_MAX,
  evidenceUrlProblem,
  type EvidenceUrlProblem,
} from '@assay/domain/assessments/labels';
import { Button, IconButton, TextField } from '@assay/ui';
import { useState } from 'react';
import * as styles from './answers.css.ts';

// The same in every language: an address starts with its scheme.
const urlPlaceholder = 'https://…';

/** Why an address is refused, in the page's language (the server refuses the same, in English). */
const problemTexts: Record<EvidenceUrlProblem, () => string> = {
  spaces: m.evidence_problem_spaces,
  'not-address': m.evidence_problem_not_address,
  scheme: m.evidence_problem_scheme,
  credentials: m.evidence_problem_credentials,
};

const problemText = (problem: EvidenceUrlProblem | null) => (problem ? problemTexts[problem]() : null);

/** Links to evidence: each checked as a full http(s) address (the server's rule) before it is added. */
export function EvidenceLinks({
  links,
  onChange,
  disabled,
}: {
  links: readonly string[];
  onChange: (links: string[]) => void;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const url = draft.trim();
    const problem =
      url === ''
        ? m.evidence_enter_address()
        : (problemText(evidenceUrlProblem(url)) ?? (links.includes(url) ? m.evidence_duplicate() : null));
    if (problem) {
      setError(problem);
      return;
    }
    onChange([...links, url]);
    setDraft('');
    setError(null);
  };
  const full = links.length >= EVIDENCE_MAX;
  return (
    <div>
      <p className={styles.fieldLabel} id="evidence-label">
        {m.evidence_links()}
      </p>
      {links.length > 0 ? (
        <ul className={styles.evidenceList} aria-labelledby="evidence-label">
          {links.map((link) => (
            <li key={link} className={styles.evidenceItem}>
              <a className={styles.evidenceLink} href={link} target="_blank" rel="noreferrer noopener">
                {link}
              </a>
              {disabled ? null : (
                <IconButton
                  icon="close"
                  size="xs"
                  variant="ghost"
                  aria-label={m.evidence_remove({ link })}
                  onClick={() => onChange(links.filter((l) => l !== link))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? null : (
        <form
          style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginTop: 8 }}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <TextField
            label={m.evidence_add_label()}
            hideLabel
            placeholder={urlPlaceholder}
            type="url"
            size="sm"
            value={draft}
            maxLength={EVIDENCE_URL_MAX}
            onValueChange={(value) => {
              setDraft(value);
              setError(null);
            }}
            error={error}
            disabled={full}
            hint={full ? m.evidence_at_most({ count: EVIDENCE_MAX }) : undefined}
            className={styles.grow}
          />
          <Button type="submit" size="sm" variant="outline" icon="plus" disabled={full}>
            {m.common_add()}
          </Button>
        </form>
      )}
    </div>
  );
}
