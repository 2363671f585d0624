/** The feed sidebar's card of the open roles that fit a talent. */
export default {
  title: 'Opportunities for you',
  role: 'Role: {{role}}',
  all: 'See all that fit you',
};
