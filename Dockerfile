# The product as a container image: built once in a build stage (`npm run package`), run from a
# small stage with production packages only, as a user without privileges.
#
#   docker build -t marketplace .
#   docker run -p 8080:8080 --env-file deploy/.env marketplace
#
# deploy/compose.yaml runs it with PostgreSQL, MinIO, two app processes and Caddy in front.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The app is built with the marketplace's chat number (the landing page links to it) and its
# name (the consent words the editor shows name it).
ARG VITE_WHATSAPP_NUMBER=263771234567
ARG VITE_MARKETPLACE_NAME=Musika
RUN node scripts/package.mjs /release

FROM node:20-bookworm-slim AS runtime
# The commit the start line and marketplace_app_info name (docker build --build-arg GIT_COMMIT=…).
ARG GIT_COMMIT=
ENV NODE_ENV=production \
    GIT_COMMIT=$GIT_COMMIT \
    PORT=8080 \
    DATA_DIR=/data \
    # glibc keeps a memory arena per thread that allocates; two keep a process after a burst of
    # image decoding near its resting size (the same setting npm start uses).
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /release/package.json /release/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /release/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Readiness: the database answers and photos can be stored (503 otherwise, or while stopping).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM goes to node itself (no shell in between): requests in flight finish, then it exits.
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/index.js"]
