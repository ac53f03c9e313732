import { useSession } from '@assay/auth/react';
import { actorKindOf, type Answer } from '@assay/domain/assessments';
import type { Member } from '@assay/domain/members';
import { useCallback, useMemo } from 'react';

/** What a member is called on screen: their name, else their email. */
export const nameOfMember = (member: Pick<Member, 'displayName' | 'email'>) =>
  member.displayName.trim() || member.email;

/**
 * Names for the people behind uids and answers, as the workspace shows them: "You" for the
 * signed-in member, the organisation's members by name (the list the route passes, when the
 * caller may read it), "A colleague" for anyone not in it (a former member).
 */
export function useMemberName(members?: readonly Member[]) {
  const { session } = useSession();
  const me = session?.uid ?? '';
  const byUid = useMemo(() => new Map((members ?? []).map((m) => [m.uid, nameOfMember(m)])), [members]);
  const memberName = useCallback(
    (uid: string) => (uid === me ? 'You' : (byUid.get(uid) ?? 'A colleague')),
    [me, byUid],
  );
  const authorName = useCallback(
    (answer: Answer) => {
      const author = answer.updatedBy;
      if (author.kind === 'respondent') return author.email;
      if (author.kind === 'system') return 'Assay';
      return author.uid === me ? 'you' : (byUid.get(author.uid) ?? 'a colleague');
    },
    [me, byUid],
  );
  // Audit entries name their actor by uid; the expiry job and respondents' links have their own.
  const actorName = useCallback(
    (uid: string) => {
      const kind = actorKindOf(uid);
      return kind === 'respondent'
        ? 'An outside respondent'
        : kind === 'system'
          ? 'Assay (automatic)'
          : memberName(uid);
    },
    [memberName],
  );
  return { me, memberName, authorName, actorName };
}
