import contractErrorTexts from 'virtual:error-texts/es';

/**
 * Texts for the codes the API answers (`error`, and `errors[].code`), by code: the contract's catalogue, the
 * table the server answers from, so a code never reads differently on the two sides; then what only the web says.
 */
export default {
  ...contractErrorTexts,
  network: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  // The register and settings forms show their own links to log in and recover the password beside it.
  correo_existe: 'Ese correo electrónico ya está registrado.',
};
