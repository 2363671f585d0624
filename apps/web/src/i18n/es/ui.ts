/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  close: 'Cerrar',
  working: 'Procesando…',
};
