#!/bin/sh
cd /work/wt-sites && npx rollup -c --silent >/dev/null 2>&1 && gzip -9c dist/in.min.js | wc -c
