/**
 * Registers the installable app's service worker (built by vite-plugin-pwa) once the page has
 * loaded and gone idle, so its precache never competes with the page's own first requests.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
