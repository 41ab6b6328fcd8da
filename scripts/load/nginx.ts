// Debian's nginx in front of several console instances, as a child process with a generated
// config in a temp dir: one worker, round-robin over the instances with keep-alive upstream
// connections, Host passed through (the console's origin check compares Origin with it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { freePort } from '../servers.ts';
import { sleep } from '../bench/procs.ts';

export interface Nginx {
  url: string;
  port: number;
  child: ChildProcess;
  dir: string;
  stop(): Promise<void>;
  errorLog(): string;
}

/**
 * Requests for `uri` that the instance at `host` (127.0.0.1:port) answered, from served.log: the
 * last instance nginx tried, with an HTTP status from it. Each of them owes one audit line.
 * `badGateway` counts those of them with status 502: on an instance killed mid-request these are
 * nginx's own answers for a connection cut before the headers (no audit line owed), although an
 * instance's own 502 would count there too.
 */
export function answeredBy(dir: string, host: string, uri: string): { answered: number; badGateway: number } {
  let text = '';
  try {
    text = readFileSync(`${dir}/served.log`, 'utf8');
  } catch {
    return { answered: 0, badGateway: 0 };
  }
  let answered = 0;
  let badGateway = 0;
  for (const line of text.split('\n')) {
    const [addrs, statuses, path] = line.split('|');
    if (path !== uri) continue;
    // Several tries read "a, b"; an internal redirect "a : b".
    const last = (list: string) =>
      list
        .split(/[,:]\s+/)
        .pop()
        ?.trim();
    const status = last(statuses) ?? '';
    if (last(addrs) !== host || !/^\d+$/.test(status)) continue;
    answered++;
    if (status === '502') badGateway++;
  }
  return { answered, badGateway };
}

export function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!found) throw new Error('nginx is missing: apt-get install -y nginx');
  return found;
}

export function nginxConfig(dir: string, port: number, backends: string[], keepalive = 64): string {
  const servers = backends.map((b) => `    server ${new URL(b).host} max_fails=0;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
  worker_connections 4096;
}
http {
  log_format timing '$msec $upstream_addr $status $request_time $upstream_connect_time $upstream_header_time $upstream_response_time $connection $connection_requests';
  access_log ${dir}/access.log timing;
  # Which instance answered each request (the last one tried), for the audit count per instance.
  log_format served '$upstream_addr|$upstream_status|$request_uri';
  access_log ${dir}/served.log served;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  keepalive_requests 100000;
  upstream console {
${servers}
    keepalive ${keepalive};
    keepalive_requests 100000;
    # Below Node's keepAliveTimeout (5 s; the console does not change it): otherwise nginx reuses
    # a connection the console is closing, and a POST on it ends as a 502.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location = /__nginx_ready {
      access_log off;
      return 204;
    }
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

export async function startNginx(dir: string, backends: string[], keepalive = 64): Promise<Nginx> {
  const bin = nginxBinary();
  const port = await freePort();
  mkdirSync(`${dir}/temp`, { recursive: true });
  // The worker runs as an unprivileged user when the master is root: it must reach the temp dirs.
  chmodSync(dir, 0o755);
  writeFileSync(`${dir}/nginx.conf`, nginxConfig(dir, port, backends, keepalive));
  const child = spawn(bin, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => {
    try {
      return readFileSync(`${dir}/error.log`, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM'); // nginx: fast shutdown, the worker goes with the master
    });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/__nginx_ready`);
      if (res.status === 204) return { url, port, child, dir, stop, errorLog };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr}\n${errorLog()}`);
}
