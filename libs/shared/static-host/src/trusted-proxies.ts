import { BlockList, isIP } from 'node:net';

/** The names Express's "trust proxy" understands, as ranges; TRUSTED_PROXIES is checked by @solar/shared-config. */
const NAMED_RANGES = new Map<string, readonly string[]>([
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['linklocal', ['169.254.0.0/16', 'fe80::/10']],
  ['uniquelocal', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']],
]);

type Subnet = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

function subnetOf(entry: string): Subnet | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const longest = version === 4 ? 32 : 128;
  if (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= longest)) return null;
  return { address, prefix: bits === undefined ? longest : Number(bits), family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether an address belongs to one of the listed proxies; with an empty list, no address does. */
export function trustedProxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const proxies = new BlockList();
  for (const entry of entries.flatMap((name) => NAMED_RANGES.get(name) ?? [name])) {
    const subnet = subnetOf(entry);
    if (subnet) proxies.addSubnet(subnet.address, subnet.prefix, subnet.family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && proxies.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
