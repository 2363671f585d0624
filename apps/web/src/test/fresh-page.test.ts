import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPage, START_URL } from './fresh-page.ts';

describe('the page a test file leaves to the next', () => {
  afterEach(() => freshPage());

  it('is a new one again, whatever the file did to it', () => {
    document.head.innerHTML = '<title>Perfil · Vitrina</title><link rel="preload" href="/a.jpg">';
    document.body.innerHTML = '<div><button>Enviar</button></div>';
    document.body.style.overflow = 'hidden';
    document.documentElement.lang = 'en';
    localStorage.setItem('token', 'remembered');
    sessionStorage.setItem('token', 'older-tab');
    document.cookie = 'token=browser-session; Path=/; SameSite=Strict';
    vi.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z') });
    vi.stubGlobal('fetch', vi.fn());
    // A download's link, as save-blob.ts clicks it: happy-dom moves the page to the link's address.
    const link = Object.assign(document.createElement('a'), { href: 'blob:comp-card' });
    document.body.append(link);
    link.click();
    expect(location.href).toBe('blob:comp-card');

    freshPage();

    expect(document.documentElement.outerHTML).toBe('<html><head></head><body></body></html>');
    expect(location.href).toBe(START_URL);
    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
    expect(Date.now()).toBeGreaterThan(new Date('2025-01-01T00:00:00Z').getTime());
    expect(vi.isMockFunction(fetch)).toBe(false);
  });
});
