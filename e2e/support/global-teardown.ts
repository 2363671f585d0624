import { takeResources } from './global-setup.ts';

/** Stops the server (gracefully) and the SMTP catcher, and removes the temporary folder. */
export default async function globalTeardown(): Promise<void> {
  await takeResources()?.stop();
}
