/**
 * The dual-role dashboard's Admin View. Its one importer loads it with a lazy import(), in its own admin-named
 * chunk, so the consultant view downloads none of it (the ESLint admin-import guard forbids a static import).
 */
export { default as AdminViewPanel } from './ui/AdminViewPanel';
