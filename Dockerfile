# syntax=docker/dockerfile:1
#
# PifWorld in one image: the web app and the API, built once here, served by Node. The image
# never builds at start: it has no build tools, and PIFWORLD_PREBUILT=1 makes `npm start` skip
# the build (scripts/start). How to run it: docs/production.md.
#
#   docker build -t pifworld .
#   docker compose up            (with PostgreSQL and an S3 store: compose.yaml)
#
# Node 20 and 22 are both supported; another major: --build-arg NODE_IMAGE=node:20-bookworm-slim
ARG NODE_IMAGE=node:22-bookworm-slim

# The workspaces' manifests alone: both installs below start from them, so that their layers are
# reused while only the code changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Build: every dependency, then `npm run build` (apps/web/dist, apps/web/dist-ssr, apps/api/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build

# Production dependencies of the API only, installed on the runtime's own base image (sharp and
# argon2 bring native binaries). The API bundles @app/contract and @app/i18n into dist/server.js,
# and the web app's server renderer (dist-ssr) bundles its libraries, so nothing of the web app's
# dependencies is needed at run time.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace=@app/api --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    PIFWORLD_PREBUILT=1
WORKDIR /app
# The manifests (the API finds the repository root by the workspaces in package.json; relative
# paths such as ./data are taken from there) and node_modules, as npm installed them.
COPY --from=deps /app ./
COPY scripts/start scripts/start
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# The code belongs to root and is read-only for the server. What it writes goes to /app/data
# (PGLITE_DIR, STORAGE_DIR and APP_KEY_FILE by default): the embedded database and local uploads
# of a one-machine install. With DATABASE_URL, STORAGE_DRIVER=s3 and APP_KEY (compose.yaml)
# nothing that matters is written there.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
# The health route checks the database too. The first start migrates (and may seed the demo
# data), so failures count only after 2 minutes; meanwhile it asks every 5 s, so that a proxy
# waiting for a healthy app (compose.yaml) starts soon after it is ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --start-interval=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/pifworld/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm, as the container's first process: it gets SIGTERM and shuts down
# gracefully (open requests and queued tasks in flight). `npm start` in this image serves too.
# A larger young generation for rendering pages (ADR 032), as `npm run serve` gives it.
CMD ["node", "--max-semi-space-size=32", "apps/api/dist/server.js"]
