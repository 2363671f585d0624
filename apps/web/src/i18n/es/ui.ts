/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  close: 'Cerrar',
  working: 'Procesando…',
  /** The three choices of a birth date (components/ui/birth-date-field.tsx). */
  day: 'Día',
  month: 'Mes',
  year: 'Año',
  pagination: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{n}}',
  },
};
