/** The first admin global-setup creates through ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { username: 'admin', email: 'admin@example.org', password: 'Admin-Passw0rd!' } as const;

/** OWNER_EMAIL of the e2e server (DECISIONS D6): whoever holds this address is dual-role. */
export const E2E_OWNER_EMAIL = 'owner@example.org';
