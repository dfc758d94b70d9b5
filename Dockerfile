# PassItOn's image (docs/decisions/063-container-deployment.md): built in one stage, run from another with only
# the production dependencies and the build, as a user without privileges.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-slim
# jemalloc gives back the memory a busy server frees (docs/decisions/112-memory-given-back.md).
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY scripts/with-jemalloc.sh ./scripts/
# DATA_DIR holds upload temporaries and, with ALLOW_MAIL_FILES, e-mail files; the app's own files stay read-only.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# slim has no curl: Node's own fetch asks /readyz, which answers 200 only while the database does.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm in between; the wrapper execs node, so the server is PID 1 and gets SIGTERM to
# finish open requests.
CMD ["scripts/with-jemalloc.sh", "node", "--max-semi-space-size=8", "--max-old-space-size=128", "dist/server/main.js"]
