/** The dialog that blocks a person (features/profiles/block-dialog.tsx adds them). */
export default {
  title: '¿Bloquear a {{name}}?',
  intro: 'Desde ese momento, {{name}}:',
  consequences: {
    profile: 'no podrá visitar tu perfil,',
    posts: 'no podrá ver tus publicaciones,',
    search: 'no podrá encontrarte en la búsqueda,',
    messages: 'no podrá enviarte mensajes.',
  },
  final: 'El bloqueo es definitivo: no se puede deshacer. Además, dejarán de seguirse.',
  confirm: 'Bloquear',
};
