import { m } from '@assay/messages';
import { Button, Menu } from '@assay/ui';
import { useConsentChoice } from './consent-choice.tsx';
import * as styles from './consent-banner.css.ts';

/** Asks for analytics consent on the first visit (and when reopened); accepting and rejecting are equally easy. */
export function ConsentBanner() {
  const choice = useConsentChoice();
  if (!choice?.asking) return null;
  const { decide } = choice;
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <p className={styles.text}>
        <span id="consent-title" className={styles.title}>
          {m.consent_title()}{' '}
        </span>
        {m.consent_body()}
      </p>
      <div className={styles.choices}>
        <Button variant="outline" onClick={() => decide(false)}>
          {m.consent_reject()}
        </Button>
        <Button variant="outline" onClick={() => decide(true)}>
          {m.consent_accept()}
        </Button>
      </div>
    </section>
  );
}

/** The account menu's way back to the choice; absent where no analytics asks for consent. */
export function PrivacyChoicesMenuItem() {
  const choice = useConsentChoice();
  if (!choice) return null;
  return <Menu.Item onSelect={choice.reopen}>{m.account_privacy_choices()}</Menu.Item>;
}
