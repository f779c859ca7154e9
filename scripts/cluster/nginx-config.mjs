// The cluster's nginx configuration: TLS on a loopback port, round-robin over the app
// instances, and the forwarded facts the app trusts from it (docs/operations.md, "Several
// instances behind a reverse proxy").

/** nginx connects to the instances from this address, the only one they trust as a proxy. */
export const proxyAddress = "127.0.0.2";

/**
 * @param {{ dir: string, port: number, upstreams: number[], cert: string, key: string, runAsRoot: boolean }} options
 */
export function nginxConfig({ dir, port, upstreams, cert, key, runAsRoot }) {
  return `# Written by scripts/cluster.mjs for one run; nothing here is read from /etc/nginx.
${runAsRoot ? "user root root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }

http {
  log_format cluster '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${dir}/access.log cluster;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  client_max_body_size 12m;
  server_tokens off;

  # Round-robin (nginx's default): each request goes to the next instance.
  upstream platewise {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join("\n")}
  }

  server {
    listen 127.0.0.1:${port} ssl;
    server_name 127.0.0.1 localhost;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;

    location / {
      proxy_pass http://platewise;
      # A new connection per request (cheap on loopback): no reuse of a connection the instance
      # is closing, which nginx could not retry for a POST.
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # The visitor's address appended to whatever they sent; the app reads it from the right.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # A source address of nginx's own, so the app can tell its proxy from a visitor on this machine.
      proxy_bind ${proxyAddress};
      # Pages stream as they render.
      proxy_buffering off;
      proxy_read_timeout 120s;
      # Which instance answered, for the cluster test; leave it out on a public site.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
