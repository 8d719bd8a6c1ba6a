import type { DataSource } from 'typeorm';

import { runMigrationsOnce } from './migration-lock';

describe('runMigrationsOnce', () => {
  it('asks again when a parallel start created the migrations table first (MySQL 1050), instead of failing the boot', async () => {
    const lost = Object.assign(new Error("Table 'migrations' already exists"), { driverError: { errno: 1050 } });
    const showMigrations = jest.fn().mockRejectedValueOnce(lost).mockResolvedValueOnce(false);
    const runMigrations = jest.fn();
    await runMigrationsOnce({ showMigrations, runMigrations } as unknown as DataSource);
    expect(showMigrations).toHaveBeenCalledTimes(2);
    expect(runMigrations).not.toHaveBeenCalled();
  });

  it('does not hide other errors', async () => {
    const showMigrations = jest.fn().mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(runMigrationsOnce({ showMigrations } as unknown as DataSource)).rejects.toThrow('ECONNREFUSED');
    expect(showMigrations).toHaveBeenCalledTimes(1);
  });
});
