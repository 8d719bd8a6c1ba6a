import 'reflect-metadata';

import { buildTemplate, isMysqlUrl, publishTemplate } from './mysql-template';

/** Jest globalSetup of the API project: on MySQL/MariaDB, migrate the one schema every test database copies. */
export default async function apiGlobalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (isMysqlUrl(url)) publishTemplate(await buildTemplate(url));
}
