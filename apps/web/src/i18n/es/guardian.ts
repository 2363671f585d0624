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
    why: 'Como tienes menos de 18 años, tu perfil no se mostrará a nadie hasta que esta persona dé su permiso desde el correo que le enviaremos.',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    relationship: 'Relación contigo',
    choose: 'Elige una opción',
  },
  status: {
    pending: 'Pendiente de confirmar',
    confirmed: 'Confirmado',
    withdrawn: 'Permiso retirado',
  },
  banner: {
    title: 'Tu perfil está oculto',
    pending:
      'Tu perfil está oculto hasta que {{name}} confirme tu cuenta desde el correo que le enviamos a {{email}}. Nadie más que tú lo ve.',
    withdrawn:
      '{{name}} retiró su permiso, así que tu perfil está oculto otra vez. Nadie más que tú lo ve. Habla con esa persona o indica a otra.',
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
    documentTitle: 'Permiso de madre, padre o tutor',
    title: 'Permiso para {{name}}',
    lead: '{{name}} tiene menos de 18 años, se registró en Vitrina (la red donde el talento creativo se muestra y las agencias lo descubren) y te indicó como {{relationship}}.',
    pending:
      'Hasta que lo confirmes, nadie más que {{name}} ve su perfil y ninguna agencia puede escribirle. Con tu permiso su perfil se verá en Vitrina, solo las agencias verificadas podrán escribirle (siempre como solicitud) y cada semana en que alguna le escriba te diremos cuál, nunca el texto de sus mensajes.',
    confirmed:
      'Ya diste tu permiso: su perfil se ve en Vitrina y solo las agencias verificadas pueden escribirle. Puedes retirarlo o cerrar su cuenta cuando quieras.',
    withdrawn:
      'No tiene tu permiso: nadie más que {{name}} ve su perfil y ninguna agencia puede escribirle. Si cambias de opinión, puedes darlo desde aquí.',
    confirm: 'Dar mi permiso',
    refuse: 'No dar mi permiso',
    withdraw: 'Retirar mi permiso',
    close: 'Cerrar su cuenta',
    working: 'Un momento…',
    refuseTitle: '¿No das tu permiso?',
    refuseBody:
      'El perfil de {{name}} seguirá oculto para todos y se lo diremos por correo. Podrás darlo más adelante con este mismo enlace.',
    refuseYes: 'Sí, no doy mi permiso',
    withdrawTitle: '¿Retirar tu permiso?',
    withdrawBody:
      'El perfil de {{name}} quedará oculto para todos en cuanto lo confirmes y se lo diremos por correo. Podrás volver a darlo con este mismo enlace.',
    withdrawYes: 'Sí, retirar mi permiso',
    closeTitle: '¿Cerrar la cuenta de {{name}}?',
    closeBody:
      'Su cuenta se cancelará en cuanto lo confirmes: nadie verá su perfil ni podrá escribirle, se cerrarán sus sesiones y en cuatro semanas se borrará con todo lo que contiene. Si {{name}} la restaura antes, su perfil seguirá oculto hasta que vuelvas a dar tu permiso.',
    closeYes: 'Sí, cerrar su cuenta',
    back: 'Volver',
    confirmedDone: 'Gracias. Diste tu permiso: el perfil de {{name}} ya se ve en Vitrina.',
    refusedDone: 'No diste tu permiso: el perfil de {{name}} sigue oculto.',
    withdrawnDone: 'Retiraste tu permiso: el perfil de {{name}} está oculto otra vez.',
    closedTitle: 'Cerraste la cuenta de {{name}}',
    closedDone:
      'Su cuenta está cancelada y nadie puede verla. En cuatro semanas se borrará para siempre; si {{name}} la restaura antes, su perfil seguirá oculto hasta que vuelvas a dar tu permiso. Ya puedes cerrar esta página.',
    notFoundTitle: 'Este enlace no funciona',
    notFoundBody:
      'Puede que quien te indicó ya tenga 18 años, que haya indicado a otra persona o que el enlace se cortara al copiarlo.',
    home: 'Ir al inicio',
  },
};
