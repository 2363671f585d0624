import { contractErrorTexts } from '../error-catalogue.ts';

/** Texts for the codes the API answers (`error`, and `errors[].code`), by code. */
export default {
  ...contractErrorTexts('en'),
  network: 'We cannot reach the server. Check your connection and try again.',
  // The register and settings forms show their own links to log in and recover the password beside it.
  correo_existe: 'That e-mail address is already registered.',
};
