#!/usr/bin/env node
// `wget -q -O /dev/null <url>` for the health check of docker-compose.yml's maildev service: exit 0 on a 2xx.
const url = process.argv.at(-1);
fetch(url).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
