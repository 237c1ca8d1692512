import { MAX_UPLOAD_BYTES } from '../../contract/limits';
import { nginxSite, nginxStandalone } from './nginx-config';

/** The directive lines of a config, comments and blank lines left out, each without its indentation. */
const directives = (config: string) =>
  config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('nginxSite', () => {
  const site = nginxSite({ servers: ['10.0.0.11:3000', '10.0.0.12:3000'], listen: '80', serverName: 'libos.uz' });
  const lines = directives(site);

  it('balances by fewest open requests over kept-alive connections, each server marked down after failures', () => {
    expect(lines).toEqual(expect.arrayContaining([
      'upstream libos {',
      'least_conn;',
      'server 10.0.0.11:3000 max_fails=3 fail_timeout=10s;',
      'server 10.0.0.12:3000 max_fails=3 fail_timeout=10s;',
      'keepalive 64;',
      // Upstream keepalive needs HTTP/1.1 and an empty Connection header.
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
    ]));
  });

  it('tells the app who asked and how (X-Forwarded-*), and retries only requests no server received', () => {
    expect(lines).toEqual(expect.arrayContaining([
      'listen 80;',
      'server_name libos.uz;',
      'proxy_set_header Host $http_host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-Host $http_host;',
      'proxy_connect_timeout 2s;',
      'proxy_read_timeout 30s;',
      'proxy_next_upstream error timeout http_502;',
    ]));
    // "non_idempotent" would resend an order's POST to a second server after the first may have placed it.
    expect(site).not.toMatch(/non_idempotent/);
  });

  it('takes an upload of the shop limit with its multipart envelope, and compresses only what the app has not', () => {
    const bodyLimit = Number(/client_max_body_size (\d+);/.exec(site)?.[1]);
    expect(bodyLimit).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(bodyLimit).toBeLessThan(MAX_UPLOAD_BYTES * 1.1);
    expect(lines).toEqual(expect.arrayContaining(['gzip on;', 'gzip_proxied any;', 'gzip_vary on;']));
    const types = /gzip_types ([^;]+);/.exec(site)?.[1]?.split(' ');
    expect(types).toEqual(expect.arrayContaining(['application/json', 'text/css', 'application/javascript']));
    // text/html is always compressed once gzip is on: nginx refuses to have it listed again.
    expect(types).not.toContain('text/html');
  });

  it('refuses an empty server list', () => {
    expect(() => nginxSite({ servers: [], listen: '80' })).toThrow('at least one server');
  });
});

describe('nginxStandalone', () => {
  it('runs in the foreground with its pid, log and temporary files in its own folder, the site inside http', () => {
    const config = nginxStandalone({ servers: ['127.0.0.1:3101'], listen: '127.0.0.1:8080', runDir: '/tmp/libos-nginx' });
    const lines = directives(config);
    expect(lines.slice(0, 4)).toEqual(['daemon off;', 'worker_processes auto;', 'pid /tmp/libos-nginx/nginx.pid;', 'error_log /tmp/libos-nginx/error.log warn;']);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(config).toMatch(new RegExp(`${temp}_temp_path /tmp/libos-nginx/`));
    expect(config).toContain(nginxSite({ servers: ['127.0.0.1:3101'], listen: '127.0.0.1:8080' }).replace(/^(?=.)/gm, '    '));
    // Braces balance: the site sits whole inside http { }.
    expect(config.split('{').length).toBe(config.split('}').length);
  });
});
