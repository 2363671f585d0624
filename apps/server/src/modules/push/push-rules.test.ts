import { describe, expect, it } from 'vitest';
import { deviceNameOf, isAcceptedEndpoint } from './push-rules.ts';

describe('push endpoints', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/x',
    ])
      expect(isAcceptedEndpoint(endpoint, []), endpoint).toBe(true);
  });

  it('refuses http, other hosts, look-alikes, ports and credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilpush.apple.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'not a url',
      'javascript:alert(1)',
    ])
      expect(isAcceptedEndpoint(endpoint, []), endpoint).toBe(false);
  });

  it('accepts an extra host of the configuration, by host and port or by name, over http too', () => {
    expect(isAcceptedEndpoint('http://127.0.0.1:4010/push/1', ['127.0.0.1:4010'])).toBe(true);
    expect(isAcceptedEndpoint('http://127.0.0.1:4011/push/1', ['127.0.0.1:4010'])).toBe(false);
    expect(isAcceptedEndpoint('https://push.example.org/x', ['push.example.org'])).toBe(true);
    expect(isAcceptedEndpoint('ftp://push.example.org/x', ['push.example.org'])).toBe(false);
  });
});

describe('device names', () => {
  it('names the browser and the system from the User-Agent', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    expect(deviceNameOf(android)).toEqual({ browser: 'Chrome', system: 'Android' });
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    expect(deviceNameOf(edge)).toEqual({ browser: 'Edge', system: 'Windows' });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceNameOf(iphone)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceNameOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      browser: 'Firefox',
      system: 'Linux',
    });
    expect(deviceNameOf(undefined)).toEqual({ browser: null, system: null });
  });
});
