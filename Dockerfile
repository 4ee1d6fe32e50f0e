# The portal on nginx, with the shipped config (deploy/nginx/, docs/hosting.md).
# Build first: `npm run build` (with API_BASE_URL etc. for a backend on another origin, and then
# `node scripts/nginx.mjs write` so that connect-src names it), then `docker build -t dfc-portal .`
# The official image has no brotli module: it serves gzip (dfc-brotli.conf is left out on purpose).
FROM nginx:stable
COPY deploy/nginx/dfc-portal.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/dfc-security-headers.conf /etc/nginx/snippets/dfc-security-headers.conf
COPY dist/ /usr/share/nginx/html/
