import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { revokeCalendarLink } from '../../services/calendar-service.ts';

export const revokeCalendarCallable = defineCallable(contracts.roadmap.revokeCalendar, (_input, ctx) =>
  revokeCalendarLink(ctx.org, ctx.uid),
);
