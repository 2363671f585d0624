/** The dialog that blocks a person (features/profiles/block-dialog.tsx adds them). */
export default {
  title: 'Block {{name}}?',
  intro: 'From then on, {{name}}:',
  consequences: {
    profile: 'will not be able to visit your profile,',
    posts: 'will not be able to see your posts,',
    search: 'will not be able to find you in search,',
    messages: 'will not be able to send you messages.',
  },
  final: 'Blocking is final: it cannot be undone. You will also stop following each other.',
  confirm: 'Block',
};
