import { useCallMutation, type CallFn } from '@assay/client';

export const postCalendarLink = (call: CallFn) => call('roadmap-calendarLink', {});
export const postRevokeCalendar = (call: CallFn) => call('roadmap-revokeCalendar', {});

export const useCalendarLink = () => useCallMutation(postCalendarLink);
export const useRevokeCalendar = () => useCallMutation(postRevokeCalendar);
