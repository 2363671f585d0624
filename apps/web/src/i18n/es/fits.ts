/** The feed sidebar's card of the open roles that fit a talent. */
export default {
  title: 'Oportunidades para ti',
  role: 'Papel: {{role}}',
  all: 'Ver todas las que encajan contigo',
};
