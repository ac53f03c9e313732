import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { appOrigin } from '../../config/settings.ts';
import { createCalendarLink } from '../../services/calendar-service.ts';

export const calendarLinkCallable = defineCallable(contracts.roadmap.calendarLink, (_input, ctx) =>
  createCalendarLink(ctx.org, ctx.uid, { now: ctx.now, appOrigin: appOrigin() }),
);
