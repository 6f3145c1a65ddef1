import { closeGracefully, createTimedServer, log } from '@solar/static-host';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

const config = readShellServerConfig(process.env);
const server = createTimedServer(createShellApp(config)).listen(config.port, () => {
  log('shell', `serving the site on http://localhost:${config.port}`, {
    api: config.apiUrl,
    remotes: config.remotes,
    version: config.version,
  });
});
closeGracefully(server, 'shell');
