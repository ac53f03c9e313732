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
          Analytics cookies.{' '}
        </span>
        Assay would like to use Google Analytics to learn which screens help and which get in the way. It sets
        its cookies only if you accept. You can change your choice at any time under Privacy choices.
      </p>
      <div className={styles.choices}>
        <Button variant="outline" onClick={() => decide(false)}>
          Reject analytics
        </Button>
        <Button variant="outline" onClick={() => decide(true)}>
          Accept analytics
        </Button>
      </div>
    </section>
  );
}

/** The account menu's way back to the choice; absent where no analytics asks for consent. */
export function PrivacyChoicesMenuItem() {
  const choice = useConsentChoice();
  if (!choice) return null;
  return <Menu.Item onSelect={choice.reopen}>Privacy choices</Menu.Item>;
}
