#!/bin/sh
# The browser journeys (`npm run test:only -w e2e`). Named files or options: one run of what they name. None: the
# accessibility journey's tests two at a time, alone, then the rest (E2E_WORKERS at a time), then those that need the
# server to themselves one at a time (playwright.config.ts says why).
cd "$(dirname "$0")" || exit 1
PATH="$PWD/node_modules/.bin:$PWD/../node_modules/.bin:$PATH"
if [ "$#" -gt 0 ]; then exec playwright test -c playwright.config.ts "$@"; fi
status=0
playwright test -c playwright.config.ts --project=accessibility --workers=2 || status=1
playwright test -c playwright.config.ts --project=journeys || status=1
playwright test -c playwright.config.ts --project=alone --workers=1 || status=1
exit "$status"
