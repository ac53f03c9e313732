import { describe, expect, it } from 'vitest';
import { authLinkLabel, parseAuthEmulatorLinks, parseMailDocument, recipientKeysOf } from './outbox.ts';

describe('parseAuthEmulatorLinks', () => {
  it('maps each out-of-band code of the Auth emulator to its email, kind, link and code', () => {
    const body = {
      oobCodes: [
        {
          email: 'a@x.test',
          requestType: 'EMAIL_SIGNIN',
          oobLink: 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=c1',
          oobCode: 'c1',
        },
        {
          email: 'b@x.test',
          requestType: 'PASSWORD_RESET',
          oobLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=c2',
          oobCode: 'c2',
        },
      ],
    };
    expect(parseAuthEmulatorLinks(body)).toEqual([
      {
        email: 'a@x.test',
        requestType: 'EMAIL_SIGNIN',
        link: 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=c1',
        code: 'c1',
      },
      {
        email: 'b@x.test',
        requestType: 'PASSWORD_RESET',
        link: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=c2',
        code: 'c2',
      },
    ]);
  });

  it("opens a password reset asked for by the app on the app's own page, keeping where to continue", () => {
    const continueUrl = 'http://127.0.0.1:5050/';
    const [link] = parseAuthEmulatorLinks({
      oobCodes: [
        {
          email: 'b@x.test',
          requestType: 'PASSWORD_RESET',
          oobLink: `http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=c2&apiKey=k&continueUrl=${encodeURIComponent(continueUrl)}`,
          oobCode: 'c2',
        },
      ],
    });
    const url = new URL(link?.link ?? '');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:5050/auth/action');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'resetPassword',
      oobCode: 'c2',
      continueUrl,
    });
  });

  it('reads an emulator with no pending codes as no links', () => {
    expect(parseAuthEmulatorLinks({})).toEqual([]);
  });

  it('refuses a body that is not the oobCodes shape', () => {
    expect(() => parseAuthEmulatorLinks({ oobCodes: [{ email: 'a@x.test' }] })).toThrow();
  });
});

describe('authLinkLabel', () => {
  it('names the known request types for people and falls back to a lower-case type', () => {
    expect(authLinkLabel('EMAIL_SIGNIN')).toBe('Sign-in link');
    expect(authLinkLabel('VERIFY_EMAIL')).toBe('Email verification');
    expect(authLinkLabel('SOMETHING_NEW')).toBe('something new');
  });
});

describe('parseMailDocument', () => {
  it('reads the Trigger Email format: recipients from to/cc/bcc/toUids, subject, text, html, delivery state', () => {
    const mail = parseMailDocument('m1', {
      to: 'a@x.test',
      cc: ['b@x.test'],
      bcc: 'c@x.test',
      toUids: ['u1'],
      message: { subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' },
      delivery: { state: 'SUCCESS' },
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(mail).toEqual({
      id: 'm1',
      to: ['a@x.test', 'b@x.test', 'c@x.test', 'uid:u1'],
      subject: 'Welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
      createdAt: '2026-01-02T03:04:05.000Z',
      delivery: { state: 'SUCCESS', attempts: 0, error: null, startTime: null, endTime: null, info: null },
    });
  });

  it('reads the delivery the extension wrote: attempts, error, start and end time, the server’s answer', () => {
    const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
    const mail = parseMailDocument('m6', {
      to: ['a@x.test'],
      message: { subject: 'S', text: 'T' },
      delivery: {
        state: 'ERROR',
        attempts: 2,
        error: 'Error: 550 mailbox unavailable',
        startTime: stamp('2026-05-06T07:08:09.000Z'),
        endTime: stamp('2026-05-06T07:08:10.000Z'),
        leaseExpireTime: null,
        info: {
          messageId: '<m@x>',
          accepted: [],
          rejected: ['a@x.test'],
          pending: [],
          response: '550',
          sendgridQueueId: null,
        },
      },
    });
    expect(mail.delivery).toEqual({
      state: 'ERROR',
      attempts: 2,
      error: 'Error: 550 mailbox unavailable',
      startTime: '2026-05-06T07:08:09.000Z',
      endTime: '2026-05-06T07:08:10.000Z',
      info: { messageId: '<m@x>', accepted: [], rejected: ['a@x.test'], pending: [], response: '550' },
    });
  });

  it('turns a Firestore timestamp into an ISO date and leaves an unknown delivery state out', () => {
    const at = new Date('2026-05-06T07:08:09.000Z');
    const mail = parseMailDocument('m2', {
      to: ['a@x.test'],
      message: { subject: 'S' },
      createdAt: { toDate: () => at },
      delivery: { state: 'WHATEVER' },
    });
    expect(mail.createdAt).toBe('2026-05-06T07:08:09.000Z');
    expect(mail.delivery).toBeNull();
    expect(mail.text).toBeNull();
  });

  it('reads a timestamp whose toDate uses its own fields, as firebase-admin’s Timestamp does', () => {
    class StoredTime {
      constructor(private readonly millis: number) {}
      toDate(): Date {
        return new Date(this.millis);
      }
    }
    const mail = parseMailDocument('m5', {
      to: 'a@x.test',
      message: { subject: 'S' },
      createdAt: new StoredTime(Date.parse('2026-05-06T07:08:09.000Z')),
    });
    expect(mail.createdAt).toBe('2026-05-06T07:08:09.000Z');
  });

  it('names a template message by its template and keeps a malformed document visible', () => {
    expect(parseMailDocument('m3', { to: 'a@x.test', template: { name: 'invite' } }).subject).toBe(
      '(template invite)',
    );
    const broken = parseMailDocument('m4', { to: 42 });
    expect(broken.subject).toBe('(not in the Trigger Email format)');
    expect(broken.text).toBe('{"to":42}');
  });
});

describe('recipientKeysOf', () => {
  it('keeps every address of to, cc and bcc once, trimmed and lower-case, as the search stores them', () => {
    expect(
      recipientKeysOf({ to: ' Ada@Example.TEST ', cc: ['b@x.test', 'ada@example.test'], bcc: 'C@x.test' }),
    ).toEqual(['ada@example.test', 'b@x.test', 'c@x.test']);
    expect(recipientKeysOf({})).toEqual([]);
  });
});
