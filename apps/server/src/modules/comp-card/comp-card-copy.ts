import type { Lang } from '@vitrina/contract/constants';

/** The comp card's own words, in the talent's language (the rest of the card is theirs). */
export const compCardCopy = {
  es: {
    title: 'Comp card',
    contactTitle: 'Contacto a través de Vitrina',
    contactText: 'Escríbeme desde mi perfil en Vitrina: ahí recibo los mensajes de agencias y productoras.',
    scan: 'Escanea el código para ver mi perfil y todo mi trabajo.',
  },
  en: {
    title: 'Comp card',
    contactTitle: 'Contact through Vitrina',
    contactText: 'Write to me from my Vitrina profile: that is where I get messages from agencies and producers.',
    scan: 'Scan the code to see my profile and all my work.',
  },
} as const satisfies Record<Lang, Record<string, string>>;
