import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched when an API call answers 401 although the screen believed someone was signed in
 * (the session expired or was ended elsewhere). The session entity listens and forgets the user.
 */
export const sessionExpired = createAction('session/expired');
