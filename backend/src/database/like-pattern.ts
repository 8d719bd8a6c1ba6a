/** The escape character of LIKE_ESCAPE: '!' reads the same on SQLite and MySQL, unlike a backslash. */
export const LIKE_ESCAPE = "ESCAPE '!'";

/** A LIKE pattern matching values that contain `text` literally: % and _ in a name or address are not wildcards. */
export const containsPattern = (text: string): string => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
