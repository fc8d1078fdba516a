import { isIPv6 } from 'node:net';

/**
 * The client as per-address rules count it (the rate-limit plugin keys alike): an IPv4 address,
 * or the /64 of an IPv6 one. A home or a rented server gets a whole /64, so counting single IPv6
 * addresses would hand a script billions of fresh ones.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = [
    ...first,
    ...Array(Math.max(0, 8 - first.length - last.length)).fill('0'),
    ...last,
  ];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
