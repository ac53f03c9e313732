import { useParams, useSearchParams } from 'react-router';
import { RespondentPage } from '../../features/respondents/components/respondent-page.tsx';

/** External respondents arrive here from an invitation link (`?token=…`); no sign-in. */
export function Component() {
  const { tid = '', ttid = '' } = useParams();
  const [search] = useSearchParams();
  return <RespondentPage orgId={tid} tenantId={ttid} token={search.get('token') ?? ''} />;
}
