#!/usr/bin/env bash
# Development aid while several people change entities at once: rebuilds the ONE uncommitted
# migration (every migration file git does not track yet) from the current entities, under a
# lock so two runs never interleave. Commit the result when the work lands.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec 9>/tmp/sinnro-pending-migration.lock
flock 9
dir=backend/src/database/migrations
for file in $(git ls-files --others --exclude-standard "$dir"); do rm -f "$file"; done
# Also drop tsc's incremental state: it would not re-emit the committed migrations just removed.
rm -rf backend/dist/database/migrations backend/dist/.tsbuildinfo
# Emit even when someone else's half-written file does not type-check (tsc emits by default).
(cd backend && npx tsc -p tsconfig.build.json >/dev/null || true; npx tsc-alias -p tsconfig.build.json)
scratch=sinnro_migration_scratch
psql -q -h 127.0.0.1 -U postgres -d postgres -c "DROP DATABASE IF EXISTS $scratch WITH (FORCE)" -c "CREATE DATABASE $scratch"
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$scratch"
export REDIS_URL=redis://127.0.0.1:6379 JWT_SECRET=pending-migration-secret-0123456789abcdef
node backend/dist/database/database-cli.js migrate >/dev/null
node backend/dist/database/database-cli.js migration:create
npx prettier --log-level warn --write $(git ls-files --others --exclude-standard "$dir") 2>/dev/null || true
(cd backend && npx tsc -p tsconfig.build.json >/dev/null || true; npx tsc-alias -p tsconfig.build.json)
