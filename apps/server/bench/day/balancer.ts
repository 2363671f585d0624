/**
 * A round-robin TCP balancer on 127.0.0.1 in a process of its own (app ports as arguments): each connection goes
 * to the next app and is piped both ways, so a WebSocket upgrade passes untouched.
 */
import net from 'node:net';

const ports = process.argv.slice(2).map(Number);
let next = 0;

const server = net.createServer((client) => {
  const port = ports[next % ports.length]!;
  next += 1;
  const upstream = net.connect({ host: '127.0.0.1', port });
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  // A reset on one side closes the other; the error itself is the client's to see.
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as net.AddressInfo;
  process.send!({ ready: true, port: address.port });
});
// Open connections would hold a graceful close: the run is over when the parent says so or goes.
process.on('message', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
