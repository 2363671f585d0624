// The alerts of new opportunities, in Spanish; part of es.ts. `{search}` is a talent's saved board search.
export const opportunityAlertsEs = {
  fits: {
    subject: {
      one: 'Vitrina: {count} papel nuevo encaja contigo',
      other: 'Vitrina: {count} papeles nuevos encajan contigo',
    },
    preheader: 'Oportunidades recién abiertas cuyos requisitos cumples.',
    heading: 'Hola, {name}',
    intro: {
      one: 'Desde el último aviso se abrió {count} papel cuyos requisitos cumple tu ficha:',
      other: 'Desde el último aviso se abrieron {count} papeles cuyos requisitos cumple tu ficha:',
    },
    paragraphs: [],
    button: 'Ver lo que encaja conmigo',
    more: { one: 'Y {count} más en Vitrina.', other: 'Y {count} más en Vitrina.' },
    extra: 'Para recibir estos avisos cada semana o dejar de recibirlos, abre tu configuración:',
    footer:
      'Este aviso se envió a {email} por Vitrina porque tienes activados los avisos de papeles que encajan contigo.',
  },
  board: {
    subject: {
      one: 'Vitrina: {count} oportunidad nueva en «{search}»',
      other: 'Vitrina: {count} oportunidades nuevas en «{search}»',
    },
    preheader: 'Oportunidades recién abiertas que coinciden con tu búsqueda guardada.',
    heading: 'Hola, {name}',
    intro: {
      one: 'Desde el último aviso se abrió {count} oportunidad que coincide con tu búsqueda guardada «{search}»:',
      other:
        'Desde el último aviso se abrieron {count} oportunidades que coinciden con tu búsqueda guardada «{search}»:',
    },
    paragraphs: [],
    button: 'Abrir la búsqueda',
    more: { one: 'Y {count} más en Vitrina.', other: 'Y {count} más en Vitrina.' },
    extra: 'Para dejar de recibir avisos de esta búsqueda (solo de esta), abre este enlace:',
    footer: 'Este aviso se envió a {email} por Vitrina porque guardaste la búsqueda «{search}».',
  },
};
