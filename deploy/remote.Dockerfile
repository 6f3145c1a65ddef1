# The three remotes (mfe-content, mfe-engage, mfe-donate), each with its static server: one file, the remote
# chosen by REMOTE (decision 062). Build from the workspace root; BuildKit then reads
# deploy/remote.Dockerfile.dockerignore beside this file:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=mfe-donate --build-arg APP_VERSION=1.2.3 \
#     -t sun-to-sanctuary/mfe-donate .
# Runtime: the built folder only (the server bundles its npm dependencies), as the unprivileged `node` user.

# Which remote: the name of its Nx project, which is also the name of its stage below. No default: a build
# without it stops at the first FROM.
ARG REMOTE
# The previous release's image (e.g. --build-arg PREVIOUS_IMAGE=registry.example/sun-to-sanctuary/mfe-donate:2.2.0):
# this image then also carries the hashed chunks of the 3 releases before it, so pages that loaded an
# older manifest finish their visit (docs/decisions/030-old-chunks-kept.md). Default: nothing earlier to keep.
ARG PREVIOUS_IMAGE=no-previous-release

# --- what differs between the remotes: what it is, and its port and that port's variable --------------------
# The server listens on its own variable's port (then PORT); the HEALTHCHECK asks the variable PORT_VARIABLE names.
FROM node:26.10.0-trixie-slim AS mfe-content
LABEL org.opencontainers.image.description="the content remote (home, about, our work, news, climate, privacy) and its static server"
ENV CONTENT_PORT=4201 PORT_VARIABLE=CONTENT_PORT
EXPOSE 4201

FROM node:26.10.0-trixie-slim AS mfe-engage
LABEL org.opencontainers.image.description="the engage remote (contact, volunteer, corporate giving, newsletter) and its static server"
ENV ENGAGE_PORT=4202 PORT_VARIABLE=ENGAGE_PORT
EXPOSE 4202

FROM node:26.10.0-trixie-slim AS mfe-donate
LABEL org.opencontainers.image.description="the donate remote (donate, sponsor a project, project donations) and its static server"
ENV DONATE_PORT=4203 PORT_VARIABLE=DONATE_PORT
EXPOSE 4203

# --- no-previous-release: an empty browser folder, where a release image has its files ------------------------
FROM node:26.10.0-trixie-slim AS no-previous-release
ARG REMOTE
WORKDIR /app/dist/${REMOTE}/browser

FROM ${PREVIOUS_IMAGE} AS previous-release

# --- sources: the build context without the other two remotes ------------------------------------------------
# (COPY --exclude would do this in one line, but it needs Dockerfile syntax 1.19, which the built-in frontend of an
# offline engine lacks; decision 073.) The build stage copies this folder: BuildKit keys that copy by the files'
# contents, so a change to another remote reruns only this cheap stage and leaves the build's layers cached.
FROM node:26.10.0-trixie-slim AS sources
COPY . /sources
ARG REMOTE
RUN find /sources -mindepth 1 -maxdepth 1 -name 'mfe-*' ! -name "${REMOTE}" -exec rm -rf {} +

# --- build: the workspace without the other remotes, installed exactly from the lockfile -----------------------
FROM node:26.10.0-trixie-slim AS build
WORKDIR /workspace
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# The context holds all three remotes; this image's layers only its own (the sources stage), so a change to
# another remote leaves this one's build cache untouched.
COPY --from=sources /sources ./
ARG REMOTE
# The version the build stamps (version.json, the federation manifest) and the server reports. Empty: the
# build stamps package.json's version, and the server reports that.
ARG APP_VERSION
ENV APP_VERSION=${APP_VERSION}
# The build keeps the previous releases' hashed files it finds in its output folder, by their list (.kept-builds.json).
COPY --from=previous-release /app/dist/${REMOTE}/browser ./dist/${REMOTE}/browser
RUN npx nx run "${REMOTE}:build" --skip-nx-cache

# --- runtime: Node on slim Debian (the remote's stage above), nothing but dist/<remote> ---------------------------------
FROM ${REMOTE} AS runtime
ARG REMOTE
ARG APP_VERSION
LABEL org.opencontainers.image.title="sun-to-sanctuary-${REMOTE}" \
      org.opencontainers.image.version="${APP_VERSION}" \
      org.opencontainers.image.vendor="From Sun to Sanctuary" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production APP_VERSION=${APP_VERSION}
# Owned by root and only readable by the app's user: the process cannot change its own code.
COPY --from=build --chown=root:root /workspace/dist/${REMOTE} /app/dist/${REMOTE}
# CMD takes no build arguments: it starts main.js from the remote's own folder (the server finds its files
# from its own location, not the working directory).
WORKDIR /app/dist/${REMOTE}
USER node
# Ten seconds: the check starts a Node process, which takes seconds on a busy 2-core host (decision 073).
HEALTHCHECK --interval=15s --timeout=10s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env[process.env.PORT_VARIABLE] + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.js"]
