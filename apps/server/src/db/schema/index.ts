// drizzle-kit reads this list; application code imports the table files directly.
export * from './users.ts';
export * from './user-profiles.ts';
export * from './categories.ts';
export * from './interests.ts';
export * from './one-time-tokens.ts';
export * from './media-objects.ts';
export * from './blocks.ts';
