'use strict';
// autocannon's setupClient (a file, as its worker threads require): each connection starts its turn through the
// requests at its own place, spread evenly, where all would otherwise ask as the first people in lockstep.
let clients = 0;
const GOLDEN = 0.6180339887;

module.exports = function spreadRequests(client) {
  const requests = client.opts.requests;
  if (!requests || requests.length < 2) return;
  const start = Math.floor(((clients++ * GOLDEN) % 1) * requests.length);
  client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
};
