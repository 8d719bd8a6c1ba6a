import type { EntityManager } from 'typeorm';

export interface ConsultantOwnerFields {
  name: string | null;
  organisation: string | null;
  bio: string | null;
}

/** The account fields the directory's search document holds (users is read, never written, here). */
export async function consultantOwnerFields(manager: EntityManager, userId: number): Promise<ConsultantOwnerFields> {
  const rows: ConsultantOwnerFields[] = await manager.query('SELECT name, organisation, bio FROM users WHERE id = ?', [userId]);
  return rows[0] ?? { name: null, organisation: null, bio: null };
}
