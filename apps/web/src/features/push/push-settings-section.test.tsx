import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushDevice } from '@vitrina/contract/push';
import { fakeApi, renderWithProviders, useLanguage, type FakeCall } from '@/test/render.tsx';
import { PushSettingsSection } from './push-settings-section.tsx';

const PUBLIC_KEY = 'BAEC' + 'A'.repeat(83);
const phone: PushDevice = {
  id: 4,
  browser: 'Chrome',
  system: 'Android',
  createdAt: '2026-02-10T12:00:00Z',
  current: false,
};
const laptop: PushDevice = {
  id: 7,
  browser: 'Firefox',
  system: 'Linux',
  createdAt: '2026-03-01T12:00:00Z',
  current: true,
};
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BP' + 'q'.repeat(85), auth: 'a'.repeat(22) },
};

/** The browser's side: permission, a registered worker and its push manager, as a test sets them. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  supported = true,
} = {}) {
  const unsubscribe = vi.fn(async () => true);
  const subscribe = vi.fn(async () => ({ toJSON: () => subscriptionJson, unsubscribe }));
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe };
  // As a browser does, the prompt's answer becomes the permission.
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = answer)) };
  const { requestPermission } = notification;
  if (supported) {
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', notification);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => ({ pushManager })) },
    });
  }
  return { requestPermission, subscribe };
}

/** The API: my devices (changing as they are added and removed), the key, and what a test answers to a POST. */
function fakeServer(initial: PushDevice[], onSubscribe: (call: FakeCall) => [number, unknown] = () => [201, laptop]) {
  let devices = [...initial];
  const calls = fakeApi((call) => {
    if (call.path === '/push/public-key') return [200, { publicKey: PUBLIC_KEY }];
    if (call.method === 'POST' && call.path === '/push/subscriptions') {
      const answer = onSubscribe(call);
      if (answer[0] === 201) devices = [answer[1] as PushDevice, ...devices];
      return answer;
    }
    if (call.method === 'DELETE') {
      devices = devices.filter((device) => `/push/subscriptions/${device.id}` !== call.path);
      return [204, undefined];
    }
    return [200, { rows: devices, count: devices.length }];
  });
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Notificaciones push en este dispositivo' });

describe('PushSettingsSection', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('lists my devices by browser, system and date, marks this one and removes another', async () => {
    fakeBrowser({ permission: 'granted' });
    const calls = fakeServer([laptop, phone]);
    renderWithProviders(<PushSettingsSection />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Firefox en Linux · este dispositivoDesde el 1 de marzo de 2026Quitar$/),
      expect.stringMatching(/^Chrome en AndroidDesde el 10 de febrero de 2026Quitar$/),
    ]);
    expect(within(section()).getByText('Este dispositivo recibe notificaciones push.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Chrome en Android' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/push/subscriptions/4', body: undefined },
    ]);
  });

  it('turns push on: asks for permission, subscribes with the server’s key and sends the subscription', async () => {
    const browser = fakeBrowser();
    const calls = fakeServer([phone]);
    renderWithProviders(<PushSettingsSection />);
    const button = await screen.findByRole('button', { name: 'Activar en este dispositivo' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);

    await screen.findByRole('button', { name: 'Desactivar en este dispositivo' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from((options.applicationServerKey as Uint8Array).slice(0, 3))).toEqual([4, 1, 2]);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/push/subscriptions',
      body: { endpoint: subscriptionJson.endpoint, keys: subscriptionJson.keys },
    });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.includes('· este dispositivo'))).toEqual([true, false]);
  });

  it('says so when the person refuses the browser’s prompt, and sends nothing', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const calls = fakeServer([]);
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByText('Ningún dispositivo recibe notificaciones push.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activar en este dispositivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No diste permiso para mostrar notificaciones, así que no las activamos.',
    );
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The prompt's answer stands: the section now explains how to allow them.
    expect(screen.getByText(/Bloqueaste las notificaciones de Vitrina/)).toBeTruthy();
  });

  it('shows the server’s refusal in the page’s language', async () => {
    await useLanguage('en');
    fakeBrowser({ permission: 'granted' });
    fakeServer([phone], () => [409, { error: 'push_device_limit', message: 'server text', errors: [] }]);
    renderWithProviders(<PushSettingsSection />);
    const button = await screen.findByRole('button', { name: 'Turn on for this device' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already get notifications on 10 devices. Remove one to add this one.',
    );
    expect(screen.getByRole('button', { name: 'Remove Chrome on Android' })).toBeTruthy();
  });

  it('explains a browser without push, and one where they are blocked, instead of offering the button', async () => {
    fakeBrowser({ supported: false });
    fakeServer([phone]);
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByText(/Este navegador no admite notificaciones push/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activar en este dispositivo' })).toBeNull();
    // Devices elsewhere can still be removed from here.
    expect(await screen.findByRole('button', { name: 'Quitar Chrome en Android' })).toBeTruthy();
    cleanup();

    fakeBrowser({ permission: 'denied' });
    fakeServer([]);
    renderWithProviders(<PushSettingsSection />);
    expect(await screen.findByText(/permítelas en la configuración del sitio/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activar en este dispositivo' })).toBeNull();
  });
});
