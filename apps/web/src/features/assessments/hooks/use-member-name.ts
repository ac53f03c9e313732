import { useSession } from '@assay/auth/react';
import type { Answer } from '@assay/domain/assessments';
import { useCallback } from 'react';

/** Names for the people behind uids and answers, as the workspace shows them. */
export function useMemberName() {
  const { session } = useSession();
  const me = session?.uid ?? '';
  const memberName = useCallback((uid: string) => (uid === me ? 'You' : 'A colleague'), [me]);
  const authorName = useCallback(
    (answer: Answer) => {
      const author = answer.updatedBy;
      if (author.kind === 'respondent') return author.email;
      if (author.kind === 'system') return 'Assay';
      return author.uid === me ? 'you' : 'a colleague';
    },
    [me],
  );
  return { me, memberName, authorName };
}
