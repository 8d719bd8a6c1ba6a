import { lazy } from 'react';

/**
 * The dual-role dashboard's Admin View. Lazy, in its own admin-named chunk: importing this index costs the
 * consultant view nothing, and the admin data loads only once the tab renders it (inside a Suspense).
 */
export const AdminView = lazy(() => import(/* webpackChunkName: "admin-view" */ './ui/AdminViewPanel'));
