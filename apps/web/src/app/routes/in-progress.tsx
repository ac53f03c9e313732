import { EmptyState } from '@assay/ui';

/** External respondents arrive here from an invitation link; answering arrives with assessments. */
export function Component() {
  return (
    <main id="main">
      <EmptyState icon="clipboard" title="Assessment invitation" description="Answering through an invitation link is not available yet in this version of Assay." />
    </main>
  );
}
