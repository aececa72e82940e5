#!/usr/bin/env bash
# Builds the production image from a clean clone of HEAD and checks what docs/deploy.md promises of it:
# two instances on PostgreSQL + Redis start together and turn healthy, share sessions and send each
# e-mail once; the process runs as `node` and cannot write its code; `docker stop` ends it at once with
# exit 0; alone on the embedded SQLite it keeps its data 0700/0600 in the /data volume and has demo mode
# and /api/docs off. By hand, not in CI (it needs a Docker engine and takes a few minutes):
#
#   bash scripts/check-image.sh
#
# Needs: docker with a running engine (see STAND_IN below for a machine without one), the PostgreSQL
# and Redis of the test setup (TEST_DATABASE_URL's server, TEST_REDIS_URL), and `npm ci` done here (the
# check's SMTP server is the smtp-server package the mail tests use).
#
# STAND_IN=1: for a machine that reaches Debian's and npm's registries but not Docker Hub (this
# project's build machines). It starts dockerd if none answers (vfs storage, host network only) and
# builds local stand-ins of node:20-bookworm and node:20-bookworm-slim from Debian bookworm
# (debootstrap) with this machine's Node 20 and npm, its CA bundle and `nodedir` (node-gyp cannot fetch
# headers). The Dockerfile itself is used unchanged, built with the classic builder (BuildKit's
# `# syntax` line would fetch its frontend from Docker Hub).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/vez-image-XXXXXX)
PG_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
PG_SERVER=${PG_URL%/*}
REDIS=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
DB=vez_image_check
SECRET=$(openssl rand -base64 48)
IMAGE=vez:image-check
SMTP_PORT=2599
failures=0

say() { printf '%s\n' "$*"; }
check() { # description, then a command that must succeed
  local what=$1
  shift
  if "$@" >/dev/null 2>&1; then say "  ok    $what"; else say "  FAIL  $what"; failures=$((failures + 1)); fi
}
cleanup() {
  docker rm -f vez-check-1 vez-check-2 vez-check-sqlite >/dev/null 2>&1 || true
  docker volume rm vez-check-data >/dev/null 2>&1 || true
  [ -n "${SMTP_PID:-}" ] && kill "$SMTP_PID" 2>/dev/null || true
  psql "$PG_URL" -qc "drop database if exists $DB" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

if [ "${STAND_IN:-0}" = 1 ]; then
  if ! docker info >/dev/null 2>&1; then
    say "starting dockerd (vfs, no bridge)"
    mkdir -p /var/lib/vez-dockerd
    nohup dockerd --data-root /var/lib/vez-dockerd --iptables=false --ip6tables=false --bridge=none \
      --storage-driver=vfs >/tmp/vez-dockerd.log 2>&1 &
    for _ in $(seq 30); do docker info >/dev/null 2>&1 && break; sleep 1; done
  fi
  if ! docker image inspect node:20-bookworm node:20-bookworm-slim >/dev/null 2>&1; then
    say "building stand-in base images (debootstrap bookworm + this machine's Node $(node --version))"
    base="$WORK/rootfs"
    debootstrap --variant=minbase bookworm "$base" http://deb.debian.org/debian >"$WORK/debootstrap.log"
    dpkg -L nodejs | while read -r f; do if [ -f "$f" ] || [ -L "$f" ]; then echo "$f"; fi; done >"$WORK/node-files"
    tar -C / -cf - --no-recursion -T "$WORK/node-files" | tar -C "$base" -xf -
    rm -rf "$base/usr/lib/node_modules/npm" && cp -a "$(npm root -g)/npm" "$base/usr/lib/node_modules/"
    cp -a "$(command -v npm)" "$(command -v npx)" "$base/usr/bin/"
    mkdir -p "$base/etc/ssl/certs" "$base/usr/etc"
    cp /etc/ssl/certs/ca-certificates.crt "$base/etc/ssl/certs/host-ca.crt"
    printf 'cafile=/etc/ssl/certs/host-ca.crt\nnodedir=/usr\nfund=false\naudit=false\n' >"$base/usr/etc/npmrc"
    chroot "$base" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node'
    env_line='ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca.crt'
    tar -C "$base" -c . | docker import -c "$env_line" -c 'CMD ["node"]' - node:20-bookworm-slim >/dev/null
    cp /etc/resolv.conf "$base/etc/resolv.conf"
    chroot "$base" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      --no-install-recommends python3 make g++ ca-certificates >/dev/null && rm -rf /var/lib/apt/lists/*'
    rm -f "$base/etc/resolv.conf"
    tar -C "$base" -c . | docker import -c "$env_line" -c 'CMD ["node"]' - node:20-bookworm >/dev/null
  fi
  export DOCKER_BUILDKIT=0
fi

say "building $IMAGE from a clean clone of $(git -C "$ROOT" rev-parse --short HEAD)"
git clone -q "$ROOT" "$WORK/src"
started=$(date +%s)
docker build --network host -t "$IMAGE" "$WORK/src" >"$WORK/build.log" 2>&1 || {
  tail -30 "$WORK/build.log"
  exit 1
}
say "  built in $(($(date +%s) - started)) s, $(docker image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%d MB", $1/1000000}')"

node -e "
  const { SMTPServer } = require('$ROOT/node_modules/smtp-server');
  new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData(s, session, done) {
    s.resume(); s.on('end', () => { console.log(session.envelope.rcptTo.map((r) => r.address).join()); done(); });
  } }).listen($SMTP_PORT, '127.0.0.1');" >"$WORK/mail.log" &
SMTP_PID=$!
psql "$PG_URL" -qc "drop database if exists $DB" -c "create database $DB" >/dev/null 2>&1

common=(--network host -e JWT_SECRET="$SECRET" -e SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"
  -e MAIL_FROM='Vez <nao-responda@vez.test>' -e PUBLIC_URL=http://127.0.0.1:3191)
for i in 1 2; do
  docker run -d --name "vez-check-$i" "${common[@]}" -e PORT=$((3190 + i)) \
    -e DATABASE_URL="$PG_SERVER/$DB" -e REDIS_URL="$REDIS/6" "$IMAGE" >/dev/null
done
healthy() { [ "$(docker inspect "$1" --format '{{.State.Health.Status}}')" = healthy ]; }
for _ in $(seq 90); do healthy vez-check-1 && healthy vez-check-2 && break; sleep 1; done
say "two instances on PostgreSQL + Redis, started together on a fresh database"
check "both report healthy (HEALTHCHECK on /health)" healthy vez-check-1
check "  (second instance)" healthy vez-check-2
client='{"nome_usuario":"Ana Souza","cpf":"529.982.247-25","data_nascimento":"15/03/1990","telefone_usuario":"(11) 98765-4321","email_usuario":"ana@exemplo.com","senha_usuario":"Segura123","cep_usuario":"01310-100","endereco_usuario":"Avenida Paulista","numero_usuario":"1000","cidade_usuario":"São Paulo","uf_usuario":"sp"}'
post() { curl -sf -o /dev/null -H 'content-type: application/json' -d "$2" "http://127.0.0.1:$1$3"; }
check "a client registered on one instance" post 3191 "$client" /api/auth/register/user
check "logs in on the other (same secret, same database)" \
  post 3192 '{"email_usuario":"ana@exemplo.com","senha_usuario":"Segura123"}' /api/auth/login/user
check "asks for a password reset there" post 3192 '{"email":"ana@exemplo.com","userType":"cliente"}' \
  /api/auth/forgot-password
for _ in $(seq 20); do [ -s "$WORK/mail.log" ] && break; sleep 1; done
sleep 3
check "the reset e-mail arrives once (outbox, two instances)" test "$(grep -c . "$WORK/mail.log")" = 1
asset=$(curl -s http://127.0.0.1:3191/ | grep -o '/assets/index-[^"]*\.js' | head -1)
check "the web app's script is served brotli-compressed and immutable" sh -c \
  "curl -s -o /dev/null -D - -H 'accept-encoding: br' http://127.0.0.1:3191$asset | tr -d '\r' | grep -qi '^content-encoding: br' && curl -s -o /dev/null -D - -H 'accept-encoding: br' http://127.0.0.1:3191$asset | grep -qi immutable"
check "runs as node (uid 1000)" test "$(docker exec vez-check-1 id -u)" = 1000
check "cannot write its own code" sh -c '! docker exec vez-check-1 touch /app/package.json'
t0=$(date +%s%N)
docker stop vez-check-1 >/dev/null
stop_ms=$((($(date +%s%N) - t0) / 1000000))
check "docker stop: exit 0 in ${stop_ms} ms (SIGTERM drains, no 10 s kill)" \
  test "$(docker inspect vez-check-1 --format '{{.State.ExitCode}}')" = 0 -a "$stop_ms" -lt 9000

say "one instance on the embedded SQLite, data in a volume"
docker volume create vez-check-data >/dev/null
docker run -d --name vez-check-sqlite "${common[@]}" -e PORT=3193 -v vez-check-data:/data "$IMAGE" >/dev/null
for _ in $(seq 90); do healthy vez-check-sqlite && break; sleep 1; done
check "healthy" healthy vez-check-sqlite
check "/data is 0700 and the database files 0600, owned by node" sh -c \
  "docker exec vez-check-sqlite stat -c '%a %U %n' /data /data/vez.db | awk '\$2 != \"node\" || (\$3 == \"/data\" ? \$1 != 700 : \$1 != 600) { exit 1 }'"
check "demo mode is off (GET /api/usuarios 404)" test "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3193/api/usuarios)" = 404
check "/api/docs is off (404)" test "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3193/api/docs)" = 404

if [ "$failures" -gt 0 ]; then
  say "$failures check(s) failed"
  exit 1
fi
say "image checks pass"
