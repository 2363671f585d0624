export { default as errors } from 'virtual:error-texts/es-factors';

/** Who must have a second factor, the one-time offer, and confirming it is you before what matters (step-up). */
export default {
  stepUp: {
    title: 'Confirma que eres tú',
    lead: 'Por seguridad, antes de seguir te pedimos un código de tu app de autenticación.',
    leadRecovery: 'Escribe uno de tus códigos de recuperación. Cada uno sirve una sola vez.',
    leadPassword: 'Por seguridad, antes de seguir escribe tu contraseña.',
    codeLabel: 'Código de la app',
    recoveryLabel: 'Código de recuperación',
    passwordLabel: 'Contraseña',
    empty: 'Escribe el código.',
    emptyPassword: 'Escribe tu contraseña.',
    submit: 'Confirmar y seguir',
    submitting: 'Confirmando…',
    cancel: 'Cancelar',
    useRecovery: 'Usar un código de recuperación',
    useApp: 'Usar el código de la app',
    usePasskey: 'Usar una llave de acceso',
    passkeyWaiting: 'Esperando tu llave de acceso…',
    leadPasskey: 'Por seguridad, antes de seguir confirma con tu llave de acceso o con un código de tu app.',
    leadPasskeyOnly:
      'Por seguridad, antes de seguir confirma con tu llave de acceso o con uno de tus códigos de recuperación.',
    or: 'o escribe un código',
    passkeyProblem: {
      cancelled: 'No se usó la llave de acceso. Puedes volver a intentarlo o escribir un código.',
      unsupported: 'Este navegador no admite llaves de acceso. Escribe un código para confirmar.',
      failed: 'El navegador no pudo usar la llave de acceso. Vuelve a intentarlo o escribe un código.',
    },
  },
  required: {
    roleTitle: 'Activa un segundo factor para moderar',
    roleBody:
      'Quien modera puede suspender cuentas y ver denuncias: tu cuenta necesita un segundo factor para abrir la cola de moderación. Actívalo en Ajustes › Seguridad y vuelve aquí.',
    agencyTitle: 'Tu agencia necesita un segundo factor',
    agencyBody:
      'El plazo para activarlo terminó el {{date}}. Hasta que lo actives solo puedes usar los ajustes de tu cuenta y su sección de seguridad.',
    action: 'Ir a Seguridad',
    logOut: 'Cerrar sesión',
  },
  banner: {
    agency:
      'Las agencias verificadas deben activar un segundo factor antes del {{date}}. Después, la cuenta quedará en pausa hasta que lo actives.',
    agencyAction: 'Activarlo ahora',
    offerTitle: 'Protege tu cuenta con un segundo paso',
    offer: 'Con la app de autenticación, alguien que adivine o robe tu contraseña no podrá entrar. Tarda un minuto.',
    offerAction: 'Activar en Seguridad',
    offerDismiss: 'Ahora no',
  },
};
