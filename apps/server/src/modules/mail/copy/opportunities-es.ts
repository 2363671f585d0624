// The digest's lines about opportunities, in Spanish; part of es.ts. `{reason}` is the contract's close reason.
export const opportunityDigestEs = {
  OPPORTUNITY_CHANGED: {
    one: '{who} cambió «{title}», a la que te postulaste: mira qué hay de nuevo.',
    other: '{who} cambió «{title}», a la que te postulaste: mira qué hay de nuevo.',
  },
  OPPORTUNITY_CHANGES: {
    one: '{who} cambió {changes} de «{title}», a la que te postulaste.',
    other: '{who} cambió {changes} de «{title}», a la que te postulaste.',
  },
  OPPORTUNITY_ENDED: {
    one: 'Tu postulación a «{title}» terminó: no seleccionado, porque {reason}.',
    other: 'Tu postulación a «{title}» terminó: no seleccionado, porque {reason}.',
  },
  APPLICATION_UPDATE: {
    one: '¡{who} te eligió para {role} en «{title}»!',
    other: '¡{who} te eligió para {role} en «{title}»!',
  },
  APPLICATION_SELF_TAPE: {
    one: '{who} te pide un self-tape para {role} en «{title}».',
    other: '{who} te pide un self-tape para {role} en «{title}».',
  },
  OPPORTUNITY_INVITE: {
    one: '{who} te invita a postularte para {role} en «{title}».',
    other: '{who} te invita a postularte para {role} en «{title}».',
  },
  OPPORTUNITIES_FIT: {
    one: '{count} papel nuevo encaja contigo, en «{title}».',
    other: '{count} papeles nuevos encajan contigo, entre ellos en «{title}».',
  },
  SELF_TAPE_DUE: {
    one: 'Mañana vence tu self-tape para {role} en «{title}».',
    other: 'Mañana vence tu self-tape para {role} en «{title}».',
  },
} as const;
