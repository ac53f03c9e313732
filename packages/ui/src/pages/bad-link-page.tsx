import { EmptyState } from '../states/index';
import { Frame } from './status-frame';
import type { StatusPageProps } from './status-pages';

// Apart from the other status pages: a page opened from a link (a respondent's) shows it
// without a router, so it must not import react-router.
export interface BadLinkPageProps extends Pick<StatusPageProps, 'standalone'> {
  /** "This link does not work", or "Too many attempts" when the server refused for the number of tries. */
  title: string;
  /** Why a link may not work and whom to ask for a new one, or when to try again. */
  description: string;
}

/**
 * A link that carries a credential (an invitation, a respondent's link) and was refused: says why,
 * shows nothing else. The page passes its texts, in its language.
 */
export function BadLinkPage({ standalone, title, description }: BadLinkPageProps) {
  return (
    <Frame standalone={standalone} title={title}>
      <EmptyState icon="lock" titleAs="h1" title={title} description={description} />
    </Frame>
  );
}
