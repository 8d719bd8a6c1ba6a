import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, sessionExpired } from '@/shared/api';
import { setCurrentUser } from '@/entities/session';
import { bootSignedIn } from '@/shared/config';

/** One store per app (and per test), so tests never share cached data. */
export function createAppStore() {
  const listeners = createListenerMiddleware();

  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware).concat(baseApi.middleware),
  });

  // Any 401 outside the current-user check means the session is gone: forget the user, which
  // re-renders the header as signed out and sends gated pages to /login.
  listeners.startListening({
    actionCreator: sessionExpired,
    effect: async () => {
      await store.dispatch(setCurrentUser(null));
    },
  });

  // The server said, when it served the page, that this visitor has no session: start with "signed out"
  // cached, so a visitor's first load makes no /api/auth/user call and logs no 401. The entry goes stale
  // after the usual freshness window, and then the server is asked again.
  if (bootSignedIn() === false) void store.dispatch(setCurrentUser(null));

  // Enables refetch on reconnect for the queries that ask for it (the current user).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
