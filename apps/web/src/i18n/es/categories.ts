/** The category boxes (wizard, agency setup, settings). */
export default {
  loadFailed: 'No pudimos cargar las categorías',
  retry: 'Reintentar',
  saveFailed: 'No pudimos guardar ese cambio. Inténtalo de nuevo.',
  selected_one: '{{count}} categoría elegida',
  selected_other: '{{count}} categorías elegidas',
};
