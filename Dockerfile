# lamplit image: one image for every process (bot, ssh, worker); the compose file picks the command.
# Multi-stage: dependencies are installed in a full image, the runtime image gets only what runs.
# The TypeScript is compiled to dist/ (scripts/build.js, esbuild) in the runtime stage, so every
# process starts from JavaScript; the sources stay beside it (bin/lamplit.js falls back to them).

# --- deps: production dependencies, with the native parts (@napi-rs/canvas) for this platform. The
# install scripts package.json's allowScripts denies (ssh2's optional native crypto, cpu-features,
# esbuild's self-check) are not needed; `prepare` finds no sources here and builds nothing yet.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime: slim Debian (glibc, for the canvas binary), the app as the unprivileged `node` user
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    LOG_FORMAT=json \
    HEALTH_PORT=9464
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node bin ./bin
COPY --chown=node:node cli ./cli
COPY --chown=node:node engine ./engine
COPY --chown=node:node runtime ./runtime
COPY --chown=node:node bot ./bot
COPY --chown=node:node tui ./tui
# The fonts ship with the project (renders/fonts), so pictures render without system fonts.
COPY --chown=node:node renders ./renders
COPY --chown=node:node scripts ./scripts
RUN node scripts/build.js --quiet
# The SSH host key is made here on first start (a volume in docker-compose.yml keeps it).
RUN mkdir -p /app/.lamplit && chown node:node /app/.lamplit
USER node
EXPOSE 2222 9464
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || 9464) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "bin/lamplit.js"]
CMD ["worker"]
