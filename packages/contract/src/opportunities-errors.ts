import type { ErrorEntry } from './common-errors.ts';
import {
  MAX_APPLICATION_ITEMS,
  MAX_COVER_NOTE_LENGTH,
  MAX_DEADLINE_DAYS,
  MAX_OPPORTUNITY_DESCRIPTION_LENGTH,
  MAX_OPPORTUNITY_TITLE_LENGTH,
  MAX_ROLE_QUESTIONS,
  MAX_ROLES,
  MAX_SELF_TAPE_DAYS,
  MAX_SELF_TAPE_INSTRUCTIONS_LENGTH,
  UNVERIFIED_OPEN_LIMIT,
} from './opportunity-limits.ts';

/** Codes of opportunities, applications and the pipeline. Zod-free. */
export const opportunitiesErrors = {
  opportunities_agencies_only: {
    status: 403,
    es: 'Solo las agencias publican oportunidades y ven sus postulaciones.',
    en: 'Only agencies post opportunities and see their applicants.',
  },
  opportunities_talents_only: {
    status: 403,
    es: 'Solo los talentos pueden postularse.',
    en: 'Only talents can apply.',
  },
  opportunity_open_limit: {
    status: 409,
    es: `Una agencia sin verificar puede tener como máximo ${UNVERIFIED_OPEN_LIMIT} oportunidades abiertas. Verifica tu agencia o cierra alguna.`,
    en: `An agency that is not verified can have at most ${UNVERIFIED_OPEN_LIMIT} open opportunities. Verify your agency or close one.`,
  },
  opportunity_minors_unverified: {
    status: 403,
    es: 'Solo una agencia verificada puede buscar menores de 18 años.',
    en: 'Only a verified agency can look for people under 18.',
  },
  opportunity_not_editable: {
    status: 409,
    es: 'Esta oportunidad ya terminó y no se puede cambiar.',
    en: 'This opportunity has ended and cannot be changed.',
  },
  opportunity_not_draft: {
    status: 409,
    es: 'Solo se puede borrar o publicar un borrador.',
    en: 'Only a draft can be deleted or published.',
  },
  opportunity_not_open: {
    status: 409,
    es: 'Esta oportunidad no está abierta.',
    en: 'This opportunity is not open.',
  },
  opportunity_deadline_passed: {
    status: 409,
    es: 'El plazo para postularse ya terminó.',
    en: 'The deadline to apply has passed.',
  },
  opportunity_title: {
    status: 400,
    es: `Escribe un título de hasta ${MAX_OPPORTUNITY_TITLE_LENGTH} caracteres.`,
    en: `Write a title of up to ${MAX_OPPORTUNITY_TITLE_LENGTH} characters.`,
  },
  opportunity_description: {
    status: 400,
    es: `Escribe una descripción de hasta ${MAX_OPPORTUNITY_DESCRIPTION_LENGTH} caracteres.`,
    en: `Write a description of up to ${MAX_OPPORTUNITY_DESCRIPTION_LENGTH} characters.`,
  },
  opportunity_place: {
    status: 400,
    es: 'Indica el país y la ciudad, o marca que es en remoto.',
    en: 'Give the country and city, or mark it as remote.',
  },
  opportunity_deadline: {
    status: 400,
    es: `El plazo debe terminar después de ahora y como mucho dentro de ${MAX_DEADLINE_DAYS} días.`,
    en: `The deadline must be after now and at most ${MAX_DEADLINE_DAYS} days ahead.`,
  },
  opportunity_dates: {
    status: 400,
    es: 'Las fechas de trabajo no son válidas: el final no puede ser antes del inicio.',
    en: 'The work dates are not valid: the end cannot come before the start.',
  },
  opportunity_pay: {
    status: 400,
    es: 'Indica el pago: un rango con su moneda (el mínimo no mayor que el máximo), solo gastos o sin pago.',
    en: 'Give the pay: a range with its currency (the minimum no larger than the maximum), expenses only or unpaid.',
  },
  opportunity_roles: {
    status: 400,
    es: `Una oportunidad tiene entre 1 y ${MAX_ROLES} papeles.`,
    en: `An opportunity has between 1 and ${MAX_ROLES} roles.`,
  },
  role_name: { status: 400, es: 'Ponle un nombre al papel.', en: 'Give the role a name.' },
  role_needs: {
    status: 400,
    es: 'Elige al menos una cosa que la postulación debe llevar.',
    en: 'Choose at least one thing an application must carry.',
  },
  role_ages: {
    status: 400,
    es: 'El rango de edad no es válido.',
    en: 'The age range is not valid.',
  },
  role_questions: {
    status: 400,
    es: `Hasta ${MAX_ROLE_QUESTIONS} preguntas cortas.`,
    en: `Up to ${MAX_ROLE_QUESTIONS} short questions.`,
  },
  role_requirement: {
    status: 400,
    es: 'Ese requisito no es válido para la ficha de talento.',
    en: 'That requirement is not valid for the talent profile.',
  },
  application_incomplete: {
    status: 400,
    es: 'A la postulación le falta algo que el papel pide.',
    en: 'The application is missing something the role asks for.',
  },
  application_items: {
    status: 400,
    es: `Elige hasta ${MAX_APPLICATION_ITEMS} archivos tuyos, uno de ellos el principal.`,
    en: `Choose up to ${MAX_APPLICATION_ITEMS} of your files, one of them the main one.`,
  },
  application_note: {
    status: 400,
    es: `La carta tiene como máximo ${MAX_COVER_NOTE_LENGTH} caracteres.`,
    en: `The cover note has at most ${MAX_COVER_NOTE_LENGTH} characters.`,
  },
  application_answers: {
    status: 400,
    es: 'Responde cada pregunta del papel.',
    en: 'Answer each of the role’s questions.',
  },
  application_minor_age: {
    status: 403,
    es: 'Este papel es para otra edad.',
    en: 'This role is for a different age.',
  },
  application_filed: {
    status: 409,
    es: 'La agencia ya revisó tu postulación: ya no se puede cambiar.',
    en: 'The agency has already reviewed your application: it can no longer be changed.',
  },
  application_not_sent: {
    status: 409,
    es: 'Esta postulación no está enviada.',
    en: 'This application has not been sent.',
  },
  self_tape_due: {
    status: 400,
    es: `El plazo del self-tape debe ser después de ahora y como mucho dentro de ${MAX_SELF_TAPE_DAYS} días.`,
    en: `The self-tape’s deadline must be after now and at most ${MAX_SELF_TAPE_DAYS} days ahead.`,
  },
  self_tape_instructions: {
    status: 400,
    es: `Escribe las instrucciones del self-tape (hasta ${MAX_SELF_TAPE_INSTRUCTIONS_LENGTH} caracteres).`,
    en: `Write the self-tape’s instructions (up to ${MAX_SELF_TAPE_INSTRUCTIONS_LENGTH} characters).`,
  },
  self_tape_closed: {
    status: 409,
    es: 'Este self-tape ya no se puede enviar.',
    en: 'This self-tape can no longer be sent.',
  },
  invite_not_fit: {
    status: 409,
    es: 'Este talento no cumple los requisitos del papel.',
    en: 'This talent does not meet the role’s requirements.',
  },
} as const satisfies Record<string, ErrorEntry>;
