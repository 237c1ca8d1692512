import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../contract/limits';

/**
 * The recommended nginx in front of several Libos servers (docs/deploy.md prints it), and the same wrapped as a
 * whole nginx.conf that `npm run cluster` and `npm run bench:cluster` run from a temporary folder.
 */
interface SiteOptions {
  /** The servers, as host:port. */
  servers: string[];
  /** Where nginx listens (`8080`, `127.0.0.1:8080`). */
  listen: string;
  /** `server_name`; `_` answers any host. */
  serverName?: string;
}

/**
 * Room above the largest upload for the multipart envelope (boundaries, part headers, the other form fields),
 * so a picture of exactly the shop's limit reaches the server, which answers the limit itself.
 */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** A failed connection or timeout marks a server down for this long after this many in a row (passive health). */
const MAX_FAILS = 3;
const FAIL_TIMEOUT = '10s';

/** Types nginx compresses when the server has not: the API's JSON and any uncompressed text. */
const GZIP_TYPES = ['application/json', 'application/javascript', 'text/css', 'text/plain', 'text/xml', 'application/xml', 'image/svg+xml', 'application/manifest+json'];

export function nginxSite(options: SiteOptions): string {
  if (options.servers.length === 0) throw new Error('nginx needs at least one server');
  const servers = options.servers.map((server) => `    server ${server} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`).join('\n');
  // At server level, so both locations inherit them (neither sets a proxy_set_header of its own).
  const proxy = [
    // HTTP/1.1 with no Connection header: the upstream keepalive connections are reused, not closed after each request.
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The app believes these from loopback and private networks (TRUST_PROXY): the shopper's address for the rate
    // limits, and the scheme and host for links and payment return addresses when PUBLIC_URL is unset.
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    // The app's logs carry the same request id as nginx's.
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_connect_timeout 2s;',
    'proxy_send_timeout 30s;',
    'proxy_read_timeout 30s;',
    // A server that refuses or drops the connection: the request goes to another. nginx does not resend a POST
    // the failed server may already have acted on (an order), only requests no server has received.
    'proxy_next_upstream error timeout http_502;',
    'proxy_next_upstream_tries 2;',
    'proxy_next_upstream_timeout 10s;',
  ];
  const indent = (lines: string[], depth: number) => lines.map((line) => `${' '.repeat(depth)}${line}`).join('\n');
  return `upstream libos {
    # Each new request to the server with the fewest open ones: a server slowed by a long request gets fewer.
    least_conn;
${servers}
    # Idle connections kept open to the servers (per nginx worker), so a request does not pay for a new one.
    keepalive 64;
    keepalive_timeout 60s;
}

server {
    listen ${options.listen};
    server_name ${options.serverName ?? '_'};

    # Pictures and avatars are uploaded through the API (the shop's limit is ${MAX_UPLOAD_BYTES} bytes).
    client_max_body_size ${MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES};

    # The app compresses its pages and serves pre-compressed files itself; nginx passes those through untouched
    # (it never compresses a response that has a Content-Encoding) and compresses the rest of the text.
    gzip on;
    gzip_proxied any;
    gzip_vary on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_types ${GZIP_TYPES.join(' ')};

${indent(proxy, 4)}

    location = /api/health {
        access_log off;
        proxy_pass http://libos;
    }

    location / {
        proxy_pass http://libos;
    }
}
`;
}

interface StandaloneOptions extends SiteOptions {
  /** A folder of nginx's own for its pid, logs and temporary files. */
  runDir: string;
}

/** A whole nginx.conf around the site, run in the foreground from `runDir` (no system folders touched). */
export function nginxStandalone(options: StandaloneOptions): string {
  const at = (name: string) => path.join(options.runDir, name);
  return `# Written by Libos (server/cluster/nginx-config.ts) for a cluster on this machine.
daemon off;
worker_processes auto;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
    worker_connections 4096;
}

http {
    access_log off;
    client_body_temp_path ${at('client-body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    keepalive_timeout 65s;
    server_tokens off;

${nginxSite(options).replace(/^(?=.)/gm, '    ')}}
`;
}
