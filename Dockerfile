# syntax=docker/dockerfile:1
# Vez in production: one process serves the API and the built web app on $PORT. Build with
#   docker build -t vez .
# and run as in docs/deploy.md (JWT_SECRET, SMTP_URL, PUBLIC_URL, DATABASE_URL, REDIS_URL).

# --- build: every dependency (dev included) and the web + server bundles ---------------------------
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# --- deps: only what the server needs at run time (native modules built here, with the toolchain) ---
FROM node:20-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @vez/server --no-audit --no-fund && npm cache clean --force
# better-sqlite3 compiles SQLite here; only its addon is loaded at run time. The sources, objects and
# static library it leaves behind (about 27 MB) stay in this stage.
RUN cd node_modules/better-sqlite3 && test -f build/Release/better_sqlite3.node \
    && rm -rf deps src build/deps build/Makefile build/*.mk build/config.gypi \
       build/Release/obj build/Release/obj.target build/Release/.deps build/Release/sqlite3.a \
       build/Release/test_extension.node

# --- runtime: slim, non-root, data on a volume ------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The PNG poster's text (issue 17) is drawn with the system's fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY --from=deps --chown=root:root /app/package.json package.json
COPY --from=deps --chown=root:root /app/apps/server/package.json apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# The code belongs to root and is read-only for the server's user; only /data is writable.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /health answers 200 when the database answers, 503 otherwise.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) ends the live streams first, so pages reconnect to another instance at once.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
