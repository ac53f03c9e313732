import { RespondentLanding, type RespondentLandingProps } from './respondent-landing.tsx';

/** The respondent's page, routed (app/routes/in-progress.tsx) or started alone (app/respondent-entry.tsx). */
export function RespondentPage(props: RespondentLandingProps) {
  return (
    <main id="main" style={{ maxWidth: 860, margin: '0 auto', padding: '32px 16px' }}>
      <RespondentLanding {...props} />
    </main>
  );
}
