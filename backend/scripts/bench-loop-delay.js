// Preloaded into the app by `npm run bench:directory` (node --require): the event loop's delay, so the benchmark can
// show that no request blocks it for long (issue 22: a SQLite search must not block it for more than 10 ms). Asked
// over the IPC channel ('loop-delay'; not a signal: Nest's shutdown hooks stop the app on SIGUSR2), it answers what it
// saw since it was last asked, and starts again. Not for production.
'use strict';

const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
process.on('message', (message) => {
  if (message !== 'loop-delay') return;
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.send({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), rssMb: Math.round(process.memoryUsage().rss / 1048576) });
  histogram.reset();
});
