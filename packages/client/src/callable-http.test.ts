import { describe, expect, it } from 'vitest';
import { callableUrl, decode, failureOf } from './callable-http.ts';

describe('callableUrl', () => {
  it('addresses the Functions emulator by project and region, production by the region host', () => {
    expect(callableUrl('demo-assay', 'us-central1', 'org-get', { host: '127.0.0.1', port: 5001 })).toBe(
      'http://127.0.0.1:5001/demo-assay/us-central1/org-get',
    );
    expect(callableUrl('assay-test', 'us-central1', 'org-get')).toBe(
      'https://us-central1-assay-test.cloudfunctions.net/org-get',
    );
  });
});

describe('failureOf', () => {
  it('lets the error status of the body win over the HTTP status', () => {
    expect(failureOf(500, { error: { status: 'NOT_FOUND', message: 'No such tenant.' } })).toMatchObject({
      code: 'not-found',
      message: 'No such tenant.',
    });
  });

  it('is null for a success and for an explicit OK status', () => {
    expect(failureOf(200, { result: 1 })).toBeNull();
    expect(failureOf(200, { error: { status: 'OK' } })).toBeNull();
  });

  it('maps an unknown status name to internal', () => {
    expect(failureOf(400, { error: { status: 'SOMETHING_NEW', message: 'x' } })?.code).toBe('internal');
  });
});

describe('decode', () => {
  it('turns 64-bit integer wrappers back into numbers at any depth', () => {
    const long = { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '42' };
    expect(decode({ count: long, list: [long, { n: long }], text: 'x', none: null })).toEqual({
      count: 42,
      list: [42, { n: 42 }],
      text: 'x',
      none: null,
    });
  });

  it('refuses a wrapper of an unknown type', () => {
    expect(() => decode({ '@type': 'type.googleapis.com/google.protobuf.Any', value: 'x' })).toThrow();
  });
});
