#!/bin/sh
# Writes the load balancer's nginx configuration (lb.conf.template) to standard output. Settings, from the environment:
#   LB_UPSTREAMS  the replicas, space-separated host:port (compose: app:3000, which names every replica)
#   LB_LISTEN     the listen directive's address (default 80)
#   LB_RESOLVER   a DNS server to re-resolve the replicas' names by (compose: 127.0.0.11); needs nginx 1.27.3 or newer
#   LB_CACHE_DIR  where public reads at versioned addresses are kept (default /var/cache/nginx/lb)
#   LB_PUBLIC_FILES  the app's PUBLIC_FILES_DIR as mounted here (default /var/lib/app-public-files): versioned public
#                 reads served from it as files; a directory that is missing or empty only means none are
#   LB_BROTLI_STATIC  on: serve the files' .br copies (needs nginx's brotli_static module loaded; the nginx image has
#                 none, Debian's libnginx-mod-http-brotli-static is one)
#   LB_PAGE_CACHE  on: serve server-rendered pages from the files the replicas write at the public version recorded
#                 last (LB_PUBLIC_FILES/current, when they share PUBLIC_FILES_DIR with the balancer); needs PUBLIC_URL
#   PUBLIC_URL    the app's PUBLIC_URL (its pages' Content-Security-Policy names the site's WebSocket origin)
#   LB_TLS_CERT, LB_TLS_KEY  a certificate and key (paths inside the container): then LB_LISTEN is TLS
set -eu
here=$(dirname "$0")
: "${LB_UPSTREAMS:?LB_UPSTREAMS: the replicas as host:port}"
listen=${LB_LISTEN:-80}
servers=''
for upstream in $LB_UPSTREAMS; do
  servers="$servers  server $upstream max_fails=1 fail_timeout=5s${LB_RESOLVER:+ resolve};\\
"
done
if [ -n "${LB_TLS_CERT:-}" ]; then
  listen_line="listen $listen ssl; ssl_certificate $LB_TLS_CERT; ssl_certificate_key $LB_TLS_KEY;"
else
  listen_line="listen $listen;"
fi
if [ "${LB_PAGE_CACHE:-}" = on ]; then
  : "${PUBLIC_URL:?LB_PAGE_CACHE=on: PUBLIC_URL, the app's, for its pages' headers}"
  pages='s/^#pages#\( \|$\)//'
  nopages='/^#nopages# /d'
else
  pages='/^#pages#/d'
  nopages='s/^#nopages# //'
fi
# The site's WebSocket origin, as the app names it in connect-src: ws://host or wss://host (no path, no credentials).
socket_origin=$(printf '%s' "${PUBLIC_URL:-http://localhost}" | sed -e 's|^https://\([^/]*\).*|wss://\1|' -e 's|^http://\([^/]*\).*|ws://\1|' -e 's|//[^@/]*@|//|')
sed \
  -e "$pages" \
  -e "$nopages" \
  -e "s|@@SOCKET_ORIGIN@@|$socket_origin|" \
  -e "s|@@RESOLVER@@|${LB_RESOLVER:+resolver $LB_RESOLVER valid=5s;}|" \
  -e "s|@@ZONE@@|${LB_RESOLVER:+zone app_replicas 64k;}|" \
  -e "s|@@LISTEN@@|$listen_line|" \
  -e "s|@@CACHE_DIR@@|${LB_CACHE_DIR:-/var/cache/nginx/lb}|" \
  -e "s|@@PUBLIC_FILES@@|${LB_PUBLIC_FILES:-/var/lib/app-public-files}|" \
  -e "s|@@BROTLI_STATIC@@|$( [ "${LB_BROTLI_STATIC:-}" = on ] && echo 'brotli_static on;' )|" \
  -e "s|^@@SERVERS@@|$servers|" \
  "$here/lb.conf.template"
