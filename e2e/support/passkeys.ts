import type { Page } from '@playwright/test';

/** Chromium's virtual authenticator (CDP): a platform passkey with user verification that always says yes. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * Sets the page up in `lang`; with localStorage `e2e-no-picker` the browser has no account picker (the virtual
 * authenticator would otherwise answer the login's e-mail field on its own).
 */
export async function passkeyPage(page: Page, lang: 'es' | 'en'): Promise<void> {
  await page.addInitScript((language) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', language);
    if (localStorage.getItem('e2e-no-picker'))
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  }, lang);
  await addVirtualAuthenticator(page);
}
