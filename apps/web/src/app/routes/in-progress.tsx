import { useParams, useSearchParams } from 'react-router';
import { RespondentLanding } from '../../features/assessments/components/respondent-landing.tsx';

/** External respondents arrive here from an invitation link (`?token=…`); no sign-in. */
export function Component() {
  const { tid = '', ttid = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <main id="main" style={{ maxWidth: 860, margin: '0 auto', padding: '32px 16px' }}>
      <RespondentLanding orgId={tid} tenantId={ttid} token={search.get('token') ?? ''} />
    </main>
  );
}
