/** Usernames are case-insensitive: stored trimmed and lower-cased so SQLite and MySQL agree on uniqueness. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
