// Runs Debian's nginx in the foreground on 127.0.0.1:<port>, as an unprivileged test server, with
// the build's own configuration (build/nginx/northbeam-site.conf) included in a server block whose
// root is build/client, exactly as DEPLOY.md tells a host to. Everything nginx writes (pid, logs,
// temp files) goes to a fresh temporary directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.argv[2] ?? 4185);
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const prefix = mkdtempSync(path.join(tmpdir(), 'northbeam-nginx-'));

writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(site, 'build/client')};
    include ${path.join(site, 'build/nginx/northbeam-site.conf')};
  }
}
`,
);

const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
