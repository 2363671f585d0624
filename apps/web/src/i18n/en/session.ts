/** The session's own states (features/session). */
export default {
  unavailable: {
    title: 'We cannot reach Vitrina',
    retrying: 'You are still logged in. Trying again in a few seconds…',
    offline: 'You are still logged in. You seem to be offline: we will try again as soon as you are back.',
    retry: 'Try again now',
  },
};
