import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi, sessionExpired } from '@/shared/api';
import { json, makeUser, mockApi, notSignedIn } from '@test/mockApi';
import { sessionApi, setCurrentUser } from './sessionApi';

function createStore() {
  let expiredCount = 0;
  const countSessionExpired: Middleware = () => (next) => (action) => {
    if (sessionExpired.match(action)) expiredCount += 1;
    return next(action);
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, countSessionExpired),
  });
  return { store, expiredCount: () => expiredCount };
}

describe('current user query', () => {
  it('reads a 401 as "nobody is signed in", without announcing an expired session', async () => {
    const api = mockApi({ 'GET /api/auth/user': notSignedIn });
    const { store, expiredCount } = createStore();

    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
    expect(expiredCount()).toBe(0);
    expect(api.calls).toEqual(['GET /api/auth/user']); // a 401 is never retried
  });

  it('returns the signed-in user', async () => {
    const user = makeUser();
    mockApi({ 'GET /api/auth/user': () => json(200, user) });
    const { store } = createStore();

    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    expect(result.data).toEqual(user);
  });

  it('retries a failing check twice before giving up', async () => {
    const api = mockApi({ 'GET /api/auth/user': () => json(503, { statusCode: 503, message: 'Database unavailable' }) });
    const { store } = createStore();

    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    expect(result.error).toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(3);
  }, 15_000);

  it('can be replaced by the user a login answered with', async () => {
    mockApi({ 'GET /api/auth/user': notSignedIn });
    const { store } = createStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    await store.dispatch(setCurrentUser(makeUser({ name: 'Fresh Login' })));

    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data?.name).toBe('Fresh Login');
  });
});
