// Webhook targets must not reach this host or its networks: loopback, private, link-local,
// unique-local and other special addresses are refused at registration and again when the
// connection is made (a DNS answer can change), unless WEBHOOK_ALLOW_PRIVATE_TARGETS is set.
import { BlockList, isIP } from 'node:net'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'

const blocked = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, bits, 'ipv6')

export function isBlockedAddress(address: string): boolean {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (v4mapped) return blocked.check(v4mapped[1]!, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class TargetError extends Error {}

/** Checks a URL at registration: scheme, and every address its host resolves to. */
export async function checkTarget(raw: string, allowPrivate: boolean): Promise<void> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new TargetError('url is not a valid URL')
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new TargetError(allowPrivate ? 'url must be http or https' : 'url must be https')
  }
  if (url.username || url.password) throw new TargetError('url must not carry credentials')
  if (allowPrivate) return
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (err, list: LookupAddress[]) =>
          err ? reject(new TargetError(`cannot resolve ${host}`)) : resolve(list.map((a) => a.address)),
        ),
      )
  if (addresses.some(isBlockedAddress)) throw new TargetError('url resolves to a loopback, private or link-local address')
}

/** A dns.lookup for http.request that refuses blocked addresses at connect time. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, list: LookupAddress[]) => {
      if (err) return callback(err, [])
      const ok = allowPrivate ? list : list.filter((a) => !isBlockedAddress(a.address))
      if (!ok.length) return callback(new TargetError(`${hostname} resolves to a blocked address`), [])
      if ((options as { all?: boolean }).all) return callback(null, ok)
      callback(null, ok[0]!.address, ok[0]!.family)
    })
  }
}
