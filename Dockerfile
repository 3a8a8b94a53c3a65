# Node 24 LTS, the runtime the project targets (issue #32; Node 20 reached its end of life in April 2026).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
# The server runs as the image's unprivileged `node` user (uid 1000), never as root (issue #16 item 14):
# it owns only its data folder; the code and node_modules stay root-owned and read-only to it.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 4000
CMD ["node", "dist/server/src/index.js"]
