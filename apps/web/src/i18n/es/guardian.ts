/** A minor's guardian: the sign-up section, the minor's banner and settings, and the guardian's page (/tutor). */
export default {
  relationship: {
    mother: 'Madre',
    father: 'Padre',
    legal_guardian: 'Tutor o tutora legal',
    other: 'Otra persona responsable',
  },
  // How the guardian's page names the guardian in a sentence: "te indicó como su madre".
  relationshipInSentence: {
    mother: 'su madre',
    father: 'su padre',
    legal_guardian: 'su tutor o tutora legal',
    other: 'la persona adulta responsable',
  },
  fields: {
    legend: 'Tu madre, padre o tutor',
    why: 'Como tienes menos de 18 años, tu perfil no se mostrará a nadie hasta que esta persona dé su consentimiento desde el correo que le enviaremos.',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    relationship: 'Relación contigo',
    choose: 'Elige una opción',
  },
  status: {
    pending: 'Pendiente de confirmar',
    confirmed: 'Confirmado',
    withdrawn: 'Consentimiento retirado',
  },
  banner: {
    title: 'Tu perfil está oculto',
    pending:
      'Tu perfil está oculto hasta que {{name}} confirme tu cuenta desde el correo que le enviamos a {{email}}. Nadie más que tú lo ve.',
    withdrawn:
      '{{name}} retiró su consentimiento, así que tu perfil está oculto otra vez. Nadie más que tú lo ve. Habla con esa persona o indica a otra.',
    none: 'Tu perfil está oculto hasta que tu madre, padre o tutor confirme tu cuenta. Indica quién es y le enviaremos un correo.',
    resend: 'Reenviar correo',
    resending: 'Reenviando…',
    resent: 'Le enviamos el correo otra vez a {{email}}.',
    change: 'Cambiar tutor',
    add: 'Indicar tutor',
  },
  dialog: {
    title: 'Tu madre, padre o tutor',
    lead: 'Le enviaremos un correo para que confirme tu cuenta. Hasta entonces tu perfil sigue oculto.',
    save: 'Guardar y enviar',
    saving: 'Enviando…',
    cancel: 'Cancelar',
    saved: 'Listo: enviamos el correo a {{email}}.',
  },
  settings: {
    title: 'Tu madre, padre o tutor',
    lead: 'Mientras tengas menos de 18 años, tu perfil solo se muestra si esta persona lo confirma.',
    none: 'Aún no has indicado a nadie. Tu perfil está oculto hasta que lo hagas y esa persona lo confirme.',
    name: 'Nombre',
    email: 'Correo electrónico',
    relationship: 'Relación',
    status: 'Estado',
  },
  page: {
    title: 'Consentimiento para {{name}}',
    lead: '{{name}} tiene menos de 18 años, se registró en Vitrina (una red social para mostrar talento creativo) y te indicó como {{relationship}}.',
    pending:
      'Su perfil no se muestra a nadie hasta que confirmes que estás de acuerdo. Cuando lo hagas, lo verán otros talentos y las agencias verificadas; las agencias sin verificar nunca lo encuentran. Cada semana te enviaremos un resumen de quién le escribió.',
    confirmed:
      'Ya diste tu consentimiento: su perfil se muestra a otros talentos y a las agencias verificadas. Puedes retirarlo o cerrar su cuenta cuando quieras.',
    withdrawn:
      'Retiraste tu consentimiento: su perfil está oculto y nadie más que {{name}} lo ve. Puedes volver a confirmarlo desde aquí.',
    confirm: 'Confirmar y mostrar su perfil',
    withdraw: 'Retirar mi consentimiento',
    close: 'Cerrar su cuenta',
    working: 'Un momento…',
    withdrawTitle: '¿Retirar tu consentimiento?',
    withdrawBody:
      'El perfil de {{name}} volverá a estar oculto para todos en cuanto lo confirmes. Podrás volver a dar tu consentimiento con este mismo enlace.',
    withdrawYes: 'Sí, retirar mi consentimiento',
    closeTitle: '¿Cerrar la cuenta de {{name}}?',
    closeBody:
      'Su cuenta se cancelará en cuanto lo confirmes: nadie podrá ver su perfil ni escribirle, se cerrarán sus sesiones y en cuatro semanas se borrará todo lo que contiene. Este enlace dejará de funcionar.',
    closeYes: 'Sí, cerrar su cuenta',
    back: 'Volver',
    confirmedDone: 'Gracias. Confirmaste la cuenta de {{name}}: su perfil ya se muestra.',
    withdrawnDone: 'Retiraste tu consentimiento: el perfil de {{name}} está oculto otra vez.',
    closedTitle: 'Cerraste la cuenta de {{name}}',
    closedDone:
      'Su cuenta está cancelada y nadie puede verla. En cuatro semanas se borrará para siempre. Ya puedes cerrar esta página.',
    notFoundTitle: 'Este enlace no funciona',
    notFoundBody:
      'Puede que la cuenta ya esté cerrada, que se haya indicado a otra persona como tutor o que el enlace se cortara al copiarlo.',
    home: 'Ir al inicio',
  },
};
