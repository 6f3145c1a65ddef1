import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { InvalidConfigError, readApiConfig } from './app/api-config';
import { createApp } from './app/create-app';

async function bootstrap(): Promise<void> {
  const config = readApiConfig(process.env);
  const app = await createApp(config);
  await app.listen(config.port);
  const database = config.databaseUrl ? 'mysql (DATABASE_URL)' : `sqlite file ${config.sqlitePath}`;
  Logger.log(`listening on http://localhost:${config.port} (database: ${database}, version ${config.version})`, 'api');
}

bootstrap().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: print the list, not a stack.
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
