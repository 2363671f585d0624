import contractErrorTexts from 'virtual:error-texts/en';

/**
 * Texts for the codes the API answers (`error`, and `errors[].code`), by code: the contract's catalogue, the
 * table the server answers from, so a code never reads differently on the two sides; then what only the web says.
 */
export default {
  ...contractErrorTexts,
  network: 'We cannot reach the server. Check your connection and try again.',
  // The register and settings forms show their own links to log in and recover the password beside it.
  correo_existe: 'That e-mail address is already registered.',
};
