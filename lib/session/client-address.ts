import 'server-only';
import { type IncomingMessage, Server } from 'node:http';
import { config, normalizeAddress } from '@/lib/config';

// The client's address, for login throttling and the sign-in audit line. Next hands route handlers
// no socket, and fills X-Forwarded-For from the socket only when the client sent none, so the
// server stamps every request with its socket's peer address in a header of its own, overwriting
// whatever a client sent. X-Forwarded-For is believed only when that peer is a configured proxy.

export const PEER_HEADER = 'x-console-peer';

/** Installed once at start-up (instrumentation-node.ts), before any request is read. */
export function stampPeerAddress(): void {
  const emit = Server.prototype.emit;
  if ((emit as { stamped?: boolean }).stamped) return;
  const stamped = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
  Server.prototype.emit = Object.assign(stamped, { stamped: true }) as typeof emit;
}

/** The peer, or behind trusted proxies the last forwarded hop that is not one of them. */
export function clientAddress(headers: Headers, trusted: readonly string[] = config().trustedProxies): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER) ?? '');
  if (!peer) return 'unknown';
  if (!trusted.includes(peer)) return peer;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.includes(hops[i])) return hops[i];
  return hops[0] ?? peer;
}

/** An address as the audit line shows it: the network part only (203.0.*.*, 2001:db8:85a3:*). */
export function maskAddress(address: string): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.split('.').slice(0, 2).concat('*', '*').join('.');
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}:*`;
  return address;
}
