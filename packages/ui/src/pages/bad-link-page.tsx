import { EmptyState } from '../states/index';
import { Frame } from './status-frame';
import type { StatusPageProps } from './status-pages';

// Apart from the other status pages: a page opened from a link (a respondent's) shows it
// without a router, so it must not import react-router.
export interface BadLinkPageProps extends Pick<StatusPageProps, 'standalone'> {
  /** The server refused because too many attempts were made, rather than because the link is bad. */
  limited: boolean;
  /** What the attempts are counted on, e.g. "this link" or "links for this assessment". */
  attemptsOn: string;
  /** Why a link may not work and whom to ask for a new one. */
  advice: string;
}

/** A link that carries a credential (an invitation, a respondent's link) and was refused: says why, shows nothing else. */
export function BadLinkPage({ standalone, limited, attemptsOn, advice }: BadLinkPageProps) {
  const title = limited ? 'Too many attempts' : 'This link does not work';
  return (
    <Frame standalone={standalone} title={title}>
      <EmptyState
        icon="lock"
        titleAs="h1"
        title={title}
        description={
          limited ? `Too many attempts were made with ${attemptsOn}. Try again in an hour.` : advice
        }
      />
    </Frame>
  );
}
