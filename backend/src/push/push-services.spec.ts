import { isPushServiceEndpoint } from './push-services.js';
import { outcomeOf } from './push-sender.js';

describe('src/push/push-services.spec.ts', () => {
  describe('the endpoints a subscription may name', () => {
    it("are the browsers' push services over https, by default", () => {
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://web.push.apple.com/QGuQ',
        'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      ]) {
        expect({ endpoint, accepted: isPushServiceEndpoint(endpoint) }).toEqual({ endpoint, accepted: true });
      }
    });

    it('never plain http, another port, credentials, a look-alike host or an address of the network', () => {
      for (const endpoint of [
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'https://user:pass@fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com.evil.example/x',
        'https://evil.example/fcm.googleapis.com',
        'https://notify.windows.com.evil.example/x',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://169.254.169.254/latest',
        'https://localhost/x',
        'file:///etc/passwd',
        'not a url',
        `https://fcm.googleapis.com/${'a'.repeat(2000)}`,
      ]) {
        expect({ endpoint: endpoint.slice(0, 60), accepted: isPushServiceEndpoint(endpoint) }).toEqual({ endpoint: endpoint.slice(0, 60), accepted: false });
      }
    });

    it('are exactly the origins PUSH_SERVICE_ORIGINS names when it is set', () => {
      const origins = ['http://localhost:8090'];
      expect(isPushServiceEndpoint('http://localhost:8090/notify/abc', origins)).toBe(true);
      expect(isPushServiceEndpoint('http://localhost:8091/notify/abc', origins)).toBe(false);
      expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', origins)).toBe(false);
    });
  });

  describe("what a push service's answer means", () => {
    it('sent, gone, retried later (honouring Retry-After in seconds or as a date) or refused for good', () => {
      expect(outcomeOf(201, null)).toEqual({ kind: 'sent' });
      expect(outcomeOf(410, null)).toEqual({ kind: 'gone' });
      expect(outcomeOf(404, null)).toEqual({ kind: 'gone' });
      expect(outcomeOf(429, '120')).toEqual({ kind: 'retry', afterMs: 120_000 });
      expect(outcomeOf(503, null)).toEqual({ kind: 'retry', afterMs: undefined });
      const later = outcomeOf(429, new Date(Date.now() + 60_000).toUTCString());
      expect(later.kind === 'retry' && later.afterMs).toBeGreaterThan(55_000);
      expect(outcomeOf(413, null)).toEqual({ kind: 'refused', status: 413 });
    });
  });
});
