// drizzle-kit reads this list; application code imports the table files directly.
export * from './users.ts';
export * from './user-profiles.ts';
export * from './categories.ts';
export * from './interests.ts';
export * from './one-time-tokens.ts';
export * from './media-objects.ts';
export * from './blocks.ts';
export * from './follows.ts';
export * from './posts.ts';
export * from './post-files.ts';
export * from './comments.ts';
export * from './reactions.ts';
export * from './post-stats.ts';
export * from './reports.ts';
export * from './conversations.ts';
export * from './messages.ts';
export * from './notifications.ts';
