# healthd container image: compile TypeScript in a builder, run dist/ on Node 24 with production deps only.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` would run the build before src/ is copied; it runs explicitly below.
RUN npm ci --ignore-scripts
COPY tsconfig.json ./
COPY src ./src
# The server only: `npm run build` also builds the client workspace (clients/), which the image
# does not carry.
RUN npx tsc -p tsconfig.json
# The food index snapshot the server reads at start (dist/analysis/food-index.snapshot), written
# from the compiled analysis and the food tables as `npm run build` writes it; without it the
# server builds the index from the tables at every start (about twice the time).
COPY data ./data
COPY scripts/food-index-snapshot.js ./scripts/
RUN node scripts/food-index-snapshot.js

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
# Read at run time from dist/db/migrate.js as ../../migrations, i.e. /app/migrations.
COPY migrations ./migrations
# The food tables, read at run time from dist/analysis/foods/ as ../../../data/foods (/app/data/foods).
COPY data ./data
# The embedded database, its socket and the generated signing key live here (when no DATABASE_URL).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Slim images have no curl: ask node itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
