import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 6 §3: a service another module may call takes no TypeORM EntityManager; the caller's transaction
 * reaches it ambiently (TransactionRunner). Inside a module, repositories may still take the manager.
 */
describe('services exported through a module index take no EntityManager', () => {
  const exported = [
    ...new Set(
      readdirSync(__dirname, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((module) => {
          const index = readFileSync(join(__dirname, module.name, 'index.ts'), 'utf8');
          return [...index.matchAll(/from '\.\/(application\/[^']+\.service)'/g)].map((match) => `${module.name}/${match[1]}.ts`);
        }),
    ),
  ];

  it('finds the exported services', () => expect(exported.length).toBeGreaterThan(3));

  it.each(exported)('%s', (file) => {
    expect(readFileSync(join(__dirname, file), 'utf8')).not.toMatch(/\bEntityManager\b/);
  });
});
