#!/usr/bin/env bash
# Builds the production image from a clean clone of HEAD and checks what docs/deploy.md promises of it:
# two instances on PostgreSQL + Redis start together and turn healthy, share sessions and send each
# e-mail once; the process runs as `node` and cannot write its code; `docker stop` ends it at once with
# exit 0; alone on the embedded SQLite it keeps its data 0700/0600 in the /data volume and has demo mode
# and /api/docs off. By hand, not in CI (it needs a Docker engine; 4 to 17 minutes, decision 039):
#
#   bash scripts/check-image.sh
#
# Needs: docker with a running engine (see STAND_IN below for a machine without one), the PostgreSQL
# and Redis of the test setup (TEST_DATABASE_URL's server, TEST_REDIS_URL), and `npm ci` done here (the
# check's SMTP server is the smtp-server package the mail tests use).
#
# STAND_IN=1 (as root): for a machine that reaches Debian's and npm's registries but not Docker Hub
# (this project's build machines). It starts its own dockerd if none answers (vfs storage under
# /var/lib/vez-dockerd, host network only; stopped at the end) and, if the engine has no images of those
# names, builds local stand-ins tagged node:20-bookworm and node:20-bookworm-slim from Debian bookworm
# (debootstrap) with this machine's Node 20 (Debian's nodejs package) and npm, its CA bundle and
# `nodedir` (node-gyp cannot fetch headers). They stay in that engine under the official names, so only
# use STAND_IN on a machine whose engine cannot pull the official images anyway. The Dockerfile itself is
# used unchanged, built with the classic builder (BuildKit's `# syntax` line would fetch its frontend
# from Docker Hub).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/vez-image-XXXXXX)
PG_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
PG_SERVER=${PG_URL%/*}
# Database 6 of the test Redis, apart from the tests' own keys.
REDIS=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
[[ $REDIS =~ ^(rediss?://[^/]+) ]] && REDIS=${BASH_REMATCH[1]}
DB=vez_image_check
SECRET=$(openssl rand -base64 48)
IMAGE=vez:image-check
SMTP_PORT=2599
failures=0

say() { printf '%s\n' "$*"; }
check() { # description, then a command that must succeed
  local what=$1
  shift
  if "$@" >"$WORK/check.out" 2>&1; then
    say "  ok    $what"
  else
    say "  FAIL  $what"
    sed 's/^/        /' "$WORK/check.out" | tail -5
    failures=$((failures + 1))
  fi
}
CONTAINERS=(vez-check-1 vez-check-2 vez-check-sqlite)
cleanup() {
  if [ "$failures" -gt 0 ]; then
    for c in "${CONTAINERS[@]}"; do
      log="$(dirname "$WORK")/$c.log"
      docker logs "$c" >"$log" 2>&1 && say "  log of $c: $log"
    done
  fi
  docker rm -f "${CONTAINERS[@]}" >/dev/null 2>&1 || true
  docker volume rm vez-check-data >/dev/null 2>&1 || true
  [ -n "${SMTP_PID:-}" ] && kill "$SMTP_PID" 2>/dev/null || true
  psql "$PG_URL" -qc "drop database if exists $DB" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  [ -n "${DOCKERD_PID:-}" ] && kill "$DOCKERD_PID" 2>/dev/null || true
}
trap cleanup EXIT
for tool in docker git curl psql openssl node; do
  command -v "$tool" >/dev/null || { say "missing: $tool"; exit 1; }
done

if [ "${STAND_IN:-0}" = 1 ]; then
  if ! docker info >/dev/null 2>&1; then
    say "starting dockerd (vfs, no bridge)"
    mkdir -p /var/lib/vez-dockerd
    dockerd --data-root /var/lib/vez-dockerd --iptables=false --ip6tables=false --bridge=none \
      --storage-driver=vfs >/tmp/vez-dockerd.log 2>&1 &
    DOCKERD_PID=$!
    for _ in $(seq 30); do docker info >/dev/null 2>&1 && break; sleep 1; done
    docker info >/dev/null 2>&1 || { tail -20 /tmp/vez-dockerd.log; say "dockerd did not start"; exit 1; }
  fi
  if ! docker image inspect node:20-bookworm node:20-bookworm-slim >/dev/null 2>&1; then
    say "building stand-in base images (debootstrap bookworm + this machine's Node $(node --version))"
    dpkg -S "$(readlink -f "$(command -v node)")" | grep -q '^nodejs:' ||
      { say "STAND_IN copies Debian's nodejs package, and this node is not from it"; exit 1; }
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
psql "$PG_URL" -qc "set client_min_messages = warning" -c "drop database if exists $DB" \
  -c "create database $DB" >/dev/null || { say "PostgreSQL at $PG_URL did not answer"; exit 1; }
docker rm -f "${CONTAINERS[@]}" >/dev/null 2>&1 || true

common=(--network host -e JWT_SECRET="$SECRET" -e SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"
  -e MAIL_FROM='Vez <nao-responda@vez.test>' -e PUBLIC_URL=http://127.0.0.1:3191)
for i in 1 2; do
  docker run -d --name "vez-check-$i" "${common[@]}" -e PORT=$((3190 + i)) \
    -e DATABASE_URL="$PG_SERVER/$DB" -e REDIS_URL="$REDIS/6" "$IMAGE" >/dev/null
done
healthy() { [ "$(docker inspect "$1" --format '{{.State.Health.Status}}')" = healthy ]; }
for _ in $(seq 90); do healthy vez-check-1 && healthy vez-check-2 && break; sleep 1; done
say "two instances on PostgreSQL + Redis, started together on a fresh database"
check "the first reports healthy (HEALTHCHECK on /health)" healthy vez-check-1
check "the second reports healthy" healthy vez-check-2
client='{"nome_usuario":"Ana Souza","cpf":"529.982.247-25","data_nascimento":"15/03/1990","telefone_usuario":"(11) 98765-4321","email_usuario":"ana@exemplo.com","senha_usuario":"Segura123","cep_usuario":"01310-100","endereco_usuario":"Avenida Paulista","numero_usuario":"1000","cidade_usuario":"São Paulo","uf_usuario":"sp"}'
post() { curl -sf -o /dev/null -H 'content-type: application/json' -d "$2" "http://127.0.0.1:$1$3"; }
check "a client registered on one instance" post 3191 "$client" /api/auth/register/user
token=$(curl -s -H 'content-type: application/json' -d '{"email_usuario":"ana@exemplo.com","senha_usuario":"Segura123"}' \
  http://127.0.0.1:3191/api/auth/login/user | node -e 'let t="";process.stdin.on("data",(d)=>(t+=d)).on("end",()=>{try{console.log(JSON.parse(t).data.token)}catch{}})')
check "logs in there" test -n "$token"
check "and that session works on the other instance (same JWT_SECRET)" \
  curl -sf -o /dev/null -H "authorization: Bearer $token" http://127.0.0.1:3192/api/users/active-queues
check "asks for a password reset there" post 3192 '{"email":"ana@exemplo.com","userType":"cliente"}' \
  /api/auth/forgot-password
for _ in $(seq 20); do [ -s "$WORK/mail.log" ] && break; sleep 1; done
sleep 3
check "the reset e-mail arrives once (outbox, two instances)" test "$(grep -c . "$WORK/mail.log")" = 1
asset=$(curl -s http://127.0.0.1:3191/ | grep -o '/assets/index-[^"]*\.js' | head -1 || true)
headers=$(curl -s -o /dev/null -D - -H 'accept-encoding: br' "http://127.0.0.1:3191${asset:-/missing}" | tr -d '\r' || true)
check "the web app's script ($asset) is served brotli-compressed" grep -qix 'content-encoding: br' <<<"$headers"
check "  and immutable" grep -qi '^cache-control:.*immutable' <<<"$headers"
check "the server process runs as node (uid 1000)" \
  test "$(docker exec vez-check-1 awk '/^Uid/ { print $2 }' /proc/1/status)" = 1000
check "it cannot write its own code" sh -c \
  'docker exec vez-check-1 sh -c "test -f /app/package.json && ! touch /app/package.json 2>/dev/null"'
t0=$(date +%s%N)
docker stop vez-check-1 >/dev/null || true
stop_ms=$((($(date +%s%N) - t0) / 1000000))
check "docker stop: exit 0 in ${stop_ms} ms (SIGTERM drains, no 10 s kill)" \
  test "$(docker inspect vez-check-1 --format '{{.State.ExitCode}}')" = 0 -a "$stop_ms" -lt 9000

say "one instance on the embedded SQLite, data in a volume"
docker volume create vez-check-data >/dev/null
docker run -d --name vez-check-sqlite "${common[@]}" -e PORT=3193 -v vez-check-data:/data "$IMAGE" >/dev/null
for _ in $(seq 90); do healthy vez-check-sqlite && break; sleep 1; done
check "healthy" healthy vez-check-sqlite
modes=$(docker exec vez-check-sqlite sh -c 'stat -c "%a %U %n" /data /data/vez.db*' 2>&1 || true)
check "/data is 0700 and every database file 0600, owned by node" awk \
  '$2 != "node" || ($3 == "/data" ? $1 != 700 : $1 != 600) { bad = 1 } END { exit bad || NR < 2 }' <<<"$modes"
check "demo mode is off (GET /usuarios 404)" test "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3193/usuarios)" = 404
check "/api/docs is off (404)" test "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:3193/api/docs)" = 404

if [ "$failures" -gt 0 ]; then
  say "$failures check(s) failed"
  exit 1
fi
say "image checks pass"
