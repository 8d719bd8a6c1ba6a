/** The first admin global-setup creates through ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { username: 'admin', email: 'admin@example.org', password: 'Admin-Passw0rd!' } as const;
