import { dropTemplate, isMysqlUrl } from './mysql-template';

/** Jest globalTeardown of the API project: drops the template schema the globalSetup migrated. */
export default async function apiGlobalTeardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (isMysqlUrl(url)) await dropTemplate(url);
}
