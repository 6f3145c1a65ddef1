// @ts-check
/** `npm start`: build what is not built, run the whole site in production mode, stop it all on Ctrl-C. */
import { buildAll } from './build-all.cjs';
import { services, startSite, urlOf } from './site.cjs';

const env = { NODE_ENV: 'production', ...process.env };

buildAll();
const site = await startSite(env);
const shell = services.find((service) => service.name === 'shell');
console.log(`\nThe site is ready at ${shell ? urlOf(shell, env) : 'http://localhost:4200'} (press Ctrl-C to stop)\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const [name, child] of site.processes) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); the rest of the site keeps running.`);
  });
}
