/**
 * A client address as the key of a limit (throttles and rate limits, api and gateway): IPv4 as is;
 * IPv6 by its /64 network (one subscriber holds a whole /64, so single IPv6 addresses would cost an
 * attacker nothing); IPv4-mapped IPv6 as IPv4; anything that is not an IP address as is.
 * spec: docs/security.md "Throttling and client addresses"; docs/security.md.
 */
import ipaddr from 'ipaddr.js';

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/64`).toString()}/64`;
}
