import { useParams } from 'react-router';
import { SharedSignInPage } from '../../features/shared-sign-in/components/shared-sign-in-page.tsx';

/** /sharedSignin/{tenantId} reached inside the portal; a document load starts app/shared-sign-in-entry.tsx instead. */
export function Component() {
  const { tenantId = '' } = useParams();
  return <SharedSignInPage tenantId={tenantId} />;
}
