import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { json, mockApi } from '@test/mockApi';
import { baseApi } from './baseApi';
import { sessionExpired } from './sessionExpired';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    thing: build.query<unknown, string>({ query: (path) => path }),
    flakyThing: build.query<unknown, string>({ query: (path) => path, extraOptions: { maxRetries: 2 } }),
  }),
  overrideExisting: true,
});

function createStore() {
  const seen: string[] = [];
  const recordSessionExpired: Middleware = () => (next) => (action) => {
    if (sessionExpired.match(action)) seen.push(action.type);
    return next(action);
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, recordSessionExpired),
  });
  return { store, sessionExpiredCount: () => seen.length };
}

describe('base query', () => {
  it('sends the session cookie', async () => {
    mockApi({ 'GET /api/thing': () => json(200, { ok: true }) });
    const { store } = createStore();

    await store.dispatch(testApi.endpoints.thing.initiate('/api/thing'));

    const request = (window.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
  });

  it('turns a JSON error into "<status>: <body>" and keeps the parsed body', async () => {
    const body = { statusCode: 404, message: 'Not found' };
    mockApi({ 'GET /api/missing': () => json(404, body) });
    const { store } = createStore();

    const result = await store.dispatch(testApi.endpoints.thing.initiate('/api/missing'));

    expect(result.error).toEqual({ status: 404, message: `404: ${JSON.stringify(body)}`, data: body });
  });

  it('uses the text body, or the status text when there is none', async () => {
    mockApi({
      'GET /api/text': () => new Response('Bad gateway upstream', { status: 502 }),
      'GET /api/empty': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });
    const { store } = createStore();

    const text = await store.dispatch(testApi.endpoints.thing.initiate('/api/text'));
    const empty = await store.dispatch(testApi.endpoints.thing.initiate('/api/empty'));

    expect(text.error).toMatchObject({ status: 502, message: '502: Bad gateway upstream' });
    expect(empty.error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });

  it('announces an expired session on a 401', async () => {
    mockApi({ 'GET /api/private': () => json(401, { statusCode: 401, message: 'Authentication required' }) });
    const { store, sessionExpiredCount } = createStore();

    await store.dispatch(testApi.endpoints.thing.initiate('/api/private'));

    expect(sessionExpiredCount()).toBe(1);
  });

  it('does not retry by default', async () => {
    const api = mockApi({ 'GET /api/broken': () => json(500, { statusCode: 500, message: 'boom' }) });
    const { store } = createStore();

    await store.dispatch(testApi.endpoints.thing.initiate('/api/broken'));

    expect(api.calls).toEqual(['GET /api/broken']);
  });

  it('retries an opted-in query up to twice, but never a 401', async () => {
    let failures = 2;
    const api = mockApi({
      'GET /api/flaky': () => (failures-- > 0 ? json(500, { statusCode: 500, message: 'boom' }) : json(200, { ok: true })),
      'GET /api/private': () => json(401, { statusCode: 401, message: 'Authentication required' }),
    });
    const { store } = createStore();

    const flaky = await store.dispatch(testApi.endpoints.flakyThing.initiate('/api/flaky'));
    const unauthorized = await store.dispatch(testApi.endpoints.flakyThing.initiate('/api/private'));

    expect(flaky.data).toEqual({ ok: true });
    expect(unauthorized.error).toMatchObject({ status: 401 });
    expect(api.calls).toEqual(['GET /api/flaky', 'GET /api/flaky', 'GET /api/flaky', 'GET /api/private']);
  }, 15_000);
});
