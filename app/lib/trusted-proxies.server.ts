import net from 'node:net'

/**
 * Which peers may speak for the client through X-Forwarded-For / -Proto / -Host. Express believes
 * those headers per hop when its `trust proxy` function says so; this one says so only for a hop
 * whose address is a configured proxy (TRUSTED_PROXIES, loopback by default) and, with a number
 * for TRUST_PROXY, for no more hops than that. A client that reaches the process directly is never
 * a trusted proxy, so a rotating X-Forwarded-For it sends is ignored.
 */
export function trustProxyFunction(trustProxy: boolean | number, trustedProxies: readonly string[]) {
	if (trustProxy === false || trustProxy === 0) return false
	const allowed = proxyList(trustedProxies)
	return (address: string, hop: number) => (trustProxy === true || hop < trustProxy) && isInList(allowed, address)
}

const NAMED_RANGES: Record<string, string[]> = {
	loopback: ['127.0.0.0/8', '::1/128'],
	private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
	linklocal: ['169.254.0.0/16', 'fe80::/10'],
}

/** Whether `entry` is a name above, an IP address, or an address with a /prefix. */
export function isProxyListEntry(entry: string) {
	if (entry in NAMED_RANGES) return true
	const [address, prefix, extra] = entry.split('/')
	if (extra !== undefined || !address || net.isIP(address) === 0) return false
	if (prefix === undefined) return true
	return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (net.isIPv4(address) ? 32 : 128)
}

function proxyList(entries: readonly string[]) {
	const list = new net.BlockList()
	for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
		const [address, prefix] = entry.split('/') as [string, string | undefined]
		const type = net.isIPv4(address) ? 'ipv4' : 'ipv6'
		if (prefix === undefined) list.addAddress(address, type)
		else list.addSubnet(address, Number(prefix), type)
	}
	return list
}

function isInList(list: net.BlockList, address: string) {
	const plain = unmapIPv4(address)
	const type = net.isIP(plain)
	return type !== 0 && list.check(plain, type === 4 ? 'ipv4' : 'ipv6')
}

/** "::ffff:10.0.0.1" (an IPv4 client of a dual-stack socket) is the IPv4 address 10.0.0.1. */
function unmapIPv4(address: string) {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
	return mapped ? mapped[1]! : address
}

/** Whether HOST only listens where the public cannot reach: loopback or a private network. */
export function isPrivateListenAddress(host: string) {
	if (host === 'localhost') return true
	const plain = unmapIPv4(host.replace(/^\[|\]$/g, ''))
	const type = net.isIP(plain)
	if (type === 0 || plain === '0.0.0.0' || plain === '::') return false
	return isInList(proxyList(['loopback', 'private', 'linklocal']), plain)
}

/**
 * The address rate limits count: an IPv4 address as it is, an IPv6 client by its /64 network.
 * One household or phone gets a whole /64 and can pick any address in it, so counting single
 * IPv6 addresses would give it 2^64 fresh limits.
 */
export function rateLimitAddress(address: string) {
	const plain = unmapIPv4(address.replace(/%.*$/, ''))
	if (!net.isIPv6(plain)) return plain
	const groups = expandIPv6(plain)
	return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

function expandIPv6(address: string) {
	let text = address
	// An embedded IPv4 tail (::1.2.3.4) is two groups.
	const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
	if (v4) {
		const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
		text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
	}
	const [head, tail] = text.split('::') as [string, string | undefined]
	const headGroups = head ? head.split(':') : []
	const tailGroups = tail ? tail.split(':') : []
	const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
	return [...headGroups, ...zeros, ...tailGroups].map((g) => g.toLowerCase().padStart(4, '0'))
}
