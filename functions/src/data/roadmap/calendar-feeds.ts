// orgs/{tid}/calendarFeeds/{uid}: a member's secret calendar address, as the SHA-256 of its token.
import type { DocumentData } from 'firebase-admin/firestore';
import { isoFrom, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface CalendarFeed {
  uid: string;
  tokenHash: string;
  createdAt: string;
}

const feedMapper: Mapper<CalendarFeed> = {
  toDoc: (feed) => ({ ...feed, createdAt: timestampFromIso(feed.createdAt) }),
  fromDoc: (data: DocumentData) => ({
    uid: String(data.uid),
    tokenHash: String(data.tokenHash),
    createdAt: isoFrom(data.createdAt, 'createdAt'),
  }),
};

function feedDoc(tid: string, uid: string): Doc<CalendarFeed> {
  return docAt(`${collections.orgs}/${tid}/${collections.calendarFeeds}/${uid}`, feedMapper);
}

export interface CalendarFeedReads {
  feed(uid: string): Promise<CalendarFeed | null>;
}

export interface CalendarFeedWrites extends CalendarFeedReads {
  putFeed(feed: CalendarFeed): void;
  deleteFeed(uid: string): void;
}

export function calendarFeedReads(reader: Reader, tid: string): CalendarFeedReads {
  return { feed: (uid) => reader.get(feedDoc(tid, uid)) };
}

export function calendarFeedWrites(uow: UnitOfWork, tid: string): CalendarFeedWrites {
  return {
    feed: (uid) => uow.get(feedDoc(tid, uid)),
    putFeed: (feed) => uow.set(feedDoc(tid, feed.uid), feed),
    deleteFeed: (uid) => uow.delete(feedDoc(tid, uid)),
  };
}
