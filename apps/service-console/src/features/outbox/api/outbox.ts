import { useCallMutation, useQueryContext, type CallFn } from '@assay/client';
import type { MailDeliveryState } from '@assay/domain/outbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface OutboxFilters {
  /** One recipient's exact address ('' for every recipient). */
  recipient: string;
  state: MailDeliveryState | undefined;
}

/** On the emulators the open outbox looks for new messages and links this often (elsewhere: on focus only, each look costs a page of reads). */
const LOCAL_REFRESH_MS = 3000;

export function outboxInput(filters: OutboxFilters, cursor: string | undefined, pageSize = 25) {
  return {
    pageSize,
    ...(filters.recipient ? { recipient: filters.recipient } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

export function useOutboxPage(filters: OutboxFilters, cursor: string | undefined) {
  const { call, keys } = useQueryContext();
  const input = outboxInput(filters, cursor);
  return useQuery({
    queryKey: keys.of('service-listOutbox', input),
    queryFn: () => call('service-listOutbox', input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.links ? LOCAL_REFRESH_MS : false,
  });
}

export const getMail = (call: CallFn, id: string) => call('service-getMail', { id });

export function useMail(id: string) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: keys.of('service-getMail', { id: id }), queryFn: () => getMail(call, id) });
}

export const postResendMail = (call: CallFn, input: { id: string }) => call('service-resendMail', input);

/** Sends a failed mail again; the mail and every outbox page show its new state. */
export const useResendMail = () =>
  useCallMutation(postResendMail, {
    invalidates: (keys) => [keys.ofAll('service-listOutbox'), keys.ofAll('service-getMail')],
  });
