# One image for the app and the worker (docker-compose.yml picks the command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts tsconfig.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY prisma prisma
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
