// An endpoint is an address the client chooses and the server will call: only the browsers' push services
// (Chrome, Firefox, Edge on Windows, Safari) or the configuration's extra hosts are taken (decision 0008).

const knownHosts = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']);
const knownDomains = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

function isKnownHost(hostname: string): boolean {
  return knownHosts.has(hostname) || knownDomains.some((domain) => hostname.endsWith(domain));
}

/** True when the server may send to `endpoint`: https on a browser's push service, or an extra host. */
export function isAcceptedEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  if (extraHosts.includes(host) || extraHosts.includes(hostname))
    return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && url.port === '' && isKnownHost(hostname);
}

export interface DeviceName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const browsers: Array<[RegExp, string]> = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
// iPadOS says "Macintosh"; its pushes come from an installed app, named as Safari on macOS then.
const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function deviceNameOf(userAgent: string | undefined): DeviceName {
  const agent = (userAgent ?? '').slice(0, 512);
  return {
    browser: browsers.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    system: systems.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
  };
}
