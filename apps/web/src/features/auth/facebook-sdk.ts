/**
 * The Facebook JS SDK, loaded only when the server says Facebook login is configured. It yields an
 * access token, which the server verifies with the Graph API; the client never logs anyone in by a
 * Facebook id alone.
 */
interface FacebookAuthResponse {
  accessToken: string;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: FacebookAuthResponse | null }) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const GRAPH_VERSION = 'v19.0';
let loading: Promise<FacebookSdk> | null = null;

function loadSdk(appId: string, lang: string): Promise<FacebookSdk> {
  if (loading) return loading;
  loading = new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      if (!window.FB) return reject(new Error('facebook sdk missing'));
      window.FB.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
      resolve(window.FB);
    };
    const script = document.createElement('script');
    script.src = `https://connect.facebook.net/${lang === 'en' ? 'en_US' : 'es_LA'}/sdk.js`;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('facebook sdk failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Facebook's login dialog; resolves with the access token, or null when the person cancels. */
export async function askFacebookAccessToken(appId: string, lang: string): Promise<string | null> {
  const sdk = await loadSdk(appId, lang);
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'email,public_profile' });
  });
}
