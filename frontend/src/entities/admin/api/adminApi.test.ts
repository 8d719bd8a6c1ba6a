import { configureStore } from '@reduxjs/toolkit';
import { json, mockApi } from '@test/mockApi';
import { baseApi } from '@/shared/api';
import { adminApi } from './adminApi';

function createStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

describe('admin API', () => {
  it('reads the projects page from the X-Total-Count headers and sends only page and status', async () => {
    const api = mockApi({
      'GET /api/projects': (request) => {
        expect(new URL(request.url).searchParams.toString()).toBe('page=2&status=pending');
        const response = json(200, [{ id: 9, title: 'Audit', status: 'pending', createdAt: '2026-01-01T00:00:00Z' }]);
        response.headers.set('X-Total-Count', '41');
        response.headers.set('X-Page', '2');
        response.headers.set('X-Page-Size', '20');
        return response;
      },
    });
    const store = createStore();

    const result = await store.dispatch(adminApi.endpoints.getAdminProjects.initiate({ page: 2, pageSize: 50, status: 'pending' }));

    expect(result.data).toMatchObject({ total: 41, page: 2, pageSize: 20, items: [{ id: 9 }] });
    expect(api.calls).toEqual(['GET /api/projects']);
  });

  it('sends the projects list its sort', async () => {
    mockApi({
      'GET /api/projects': (request) => {
        expect(new URL(request.url).search).toBe('?page=1&sort=title&order=desc');
        return json(200, []);
      },
    });
    const store = createStore();

    const result = await store.dispatch(adminApi.endpoints.getAdminProjects.initiate({ page: 1, pageSize: 50, sort: 'title', order: 'desc' }));

    expect(result.isSuccess).toBe(true);
  });

  it('sends the membership list only the page and sort it reads', async () => {
    mockApi({
      'GET /api/admin/membership-requests': (request) => {
        expect(new URL(request.url).search).toBe('?page=3&sort=type&order=asc');
        return json(200, { items: [], total: 0, page: 3, pageSize: 20 });
      },
    });
    const store = createStore();

    const result = await store.dispatch(adminApi.endpoints.getMembershipRequests.initiate({ page: 3, pageSize: 50, sort: 'type', order: 'asc' }));

    expect(result.data).toEqual({ items: [], total: 0, page: 3, pageSize: 20 });
  });
});
