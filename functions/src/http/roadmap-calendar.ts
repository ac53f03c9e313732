// The roadmapCalendar HTTP function's code (deployed in http/endpoints.ts): a calendar app GETs
// /calendar.ics?token=… (hosting rewrite) and receives the organisation's open roadmap due dates
// as iCalendar. The token is the only credential; every refusal is the same 404 with no detail.
import type { RequestHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { firestoreOrgData } from '../data/org-data.ts';
import { appOrigin } from '../config/settings.ts';
import { calendarFeedOf, calendarTokenOrg } from '../services/calendar-service.ts';

export const serveRoadmapCalendar: RequestHandler = async (req, res) => {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const tid = req.method === 'GET' ? calendarTokenOrg(token) : null;
  const now = new Date();
  const ics = tid
    ? await calendarFeedOf(
        firestoreOrgData(firestore(), tid, {
          actorUid: 'calendar-feed',
          action: 'roadmapCalendar',
          at: now.toISOString(),
        }),
        token,
        { now, appOrigin: appOrigin() },
      )
    : null;
  if (!ics) {
    res.status(404).set('cache-control', 'no-store').send('Not found');
    return;
  }
  res
    .status(200)
    .set('content-type', 'text/calendar; charset=utf-8')
    .set('cache-control', 'private, max-age=300')
    .send(ics);
};
