/** An opportunity's deadline, relative and absolute (the board's screens and the feed's fitting roles). */
export default {
  days_one: 'Cierra en {{count}} día',
  days_other: 'Cierra en {{count}} días',
  hours_one: 'Cierra en {{count}} hora',
  hours_other: 'Cierra en {{count}} horas',
  minutes_one: 'Cierra en {{count}} minuto',
  minutes_other: 'Cierra en {{count}} minutos',
  past: 'Plazo terminado',
  on: 'Plazo: {{date}}',
};
