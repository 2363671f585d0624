export default {
  carousel: {
    label: 'Vitrina highlights',
    slide: 'Slide {{index}} of {{total}}',
    goTo: 'Go to slide {{index}}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the carousel',
    play: 'Resume the carousel',
  },
  slides: {
    talent: {
      eyebrow: 'For creative talents',
      title: 'Your talent deserves a showcase',
      body: 'Publish photos, videos and projects on a professional profile and let agencies find you.',
    },
    agency: {
      eyebrow: 'For agencies and scouts',
      title: 'Discover the next big talent',
      body: 'Search by category and country, follow the profiles that inspire you and message them directly.',
    },
    community: {
      eyebrow: 'Eight disciplines, one community',
      title: 'From the stage to the kitchen, your art belongs here',
      body: 'Music, sports, film, fashion, literature, science and more: connect with people who share your passion.',
    },
  },
  cta: {
    register: 'Create a free account',
    login: 'I already have an account',
    startNow: 'Start now',
  },
  mock: {
    profileName: 'Lucía Ramírez',
    profileMeta: 'Music and dance · Guadalajara',
    followers: '1.2K followers',
    follow: 'Follow',
    searchQuery: 'Modelling · Mexico',
    results: 'Results',
    resultOneMeta: 'Modelling · Monterrey',
    resultTwoMeta: 'Modelling · Puebla',
    resultThreeMeta: 'Modelling · Mexico City',
    message: 'Hi! We loved your portfolio. Shall we talk?',
    newFollower: 'Estudio Norte started following you',
  },
  explainer: {
    eyebrow: 'How it works',
    title: 'From your first post to your first opportunity',
    body: 'In under a minute: this is what Vitrina looks like inside.',
    videoLabel: 'Video: how Vitrina works',
    noVideo: 'Your browser cannot play this video.',
    steps: {
      create: {
        title: 'Create your profile',
        body: 'Pick your category, upload your photo and cover, and tell your story.',
      },
      publish: {
        title: 'Publish your work',
        body: 'Photos, YouTube videos and documents, all in one place.',
      },
      connect: {
        title: 'Connect',
        body: 'Agencies follow you and write to you; you choose who to talk to.',
      },
    },
  },
  talents: {
    eyebrow: 'For talents',
    title: 'Let your work speak for you',
    body: 'Your profile is your portfolio: a cover, your biography, your social links and everything you create.',
    points: {
      profile: 'A profile with its own URL to share anywhere',
      posts: 'Post photos, videos and files, and get likes and comments',
      reach: 'Show up in Explore for agencies in your country and worldwide',
      messages: 'Get messages from agencies straight to your inbox',
    },
    cta: 'Show my talent',
  },
  agencies: {
    eyebrow: 'For agencies',
    title: 'Find talent without middlemen',
    body: 'Explore real profiles with their work on show, and build your own list of talents.',
    points: {
      search: 'Search by category and country, or browse featured and recent profiles',
      follow: 'Follow talents and see their activity in your news feed',
      list: 'See every talent you follow in one place',
      chat: 'Chat in real time without leaving Vitrina',
    },
    cta: 'Find talent',
  },
  start: {
    title: 'Your next opportunity starts with a profile',
    body: 'Creating your account is free and takes a couple of minutes.',
    login: 'Already have an account? Log in',
  },
};
