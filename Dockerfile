# The site in a container (README, "Deploy"): built in one stage, run in a
# smaller one as the unprivileged `node` user, data in the /data volume.
# docker build -t ecurie-vitesse . && docker run -p 3000:3000 -v ecurie-data:/data ecurie-vitesse
# With PostgreSQL and an S3-compatible store beside it: compose.yaml.

# The Node the project pins (package.json's "node" dependency, decision 001).
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The image brings the pinned Node, so the `node` package's download is skipped
# (--ignore-scripts); esbuild's is the one install script the build needs.
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild esbuild
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
# The commit built, for the admin's system page and the backups' manifests (the image has no .git):
# docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) .
ARG GIT_COMMIT
ENV GIT_COMMIT=${GIT_COMMIT}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# The built server and client, the migrations, the production dependencies,
# and the sources the operator's commands run from (npm run backup, restore,
# db:migrate, admin:create…: Node runs their TypeScript as is).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/app ./app
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: /healthz (the database, storage and mail checked; 200 or 503, its body
# only {"status":"ok"} or {"status":"fail"}, the detail in the log). A load balancer
# asks /readyz instead: 503 while starting, stopping, or without its database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without its build step (done above): the same flags, and the
# process is node itself, so `docker stop` (SIGTERM) reaches the server.
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=16", "build/server/main.js"]
