#!/usr/bin/env bash
# Fails on a high or critical advisory in the production dependencies (`npm audit --omit=dev`).
# Some registry mirrors do not serve npm's advisory endpoint; then nothing can be checked, and this says
# so loudly instead of passing in silence or failing every CI run on a machine that cannot ask.
set -uo pipefail
output=$(npm audit --omit=dev --audit-level=high 2>&1)
status=$?
echo "$output"
if [ "$status" -ne 0 ] && grep -q "audit endpoint returned an error" <<<"$output"; then
  echo "NOT CHECKED: this registry does not answer npm audit; run 'npm audit --omit=dev' where registry.npmjs.org is reachable." >&2
  exit 0
fi
exit "$status"
