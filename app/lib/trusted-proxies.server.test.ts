import { describe, expect, test } from 'vitest'
import { isPrivateListenAddress, isProxyListEntry, rateLimitAddress, trustProxyFunction } from './trusted-proxies.server'

describe('trustProxyFunction (issue 13, item 8)', () => {
	test('believes forwarded headers only from a configured proxy address', () => {
		const trust = trustProxyFunction(1, ['loopback'])
		expect(trust).not.toBe(false)
		if (trust === false) return
		expect(trust('127.0.0.1', 0)).toBe(true)
		expect(trust('::ffff:127.0.0.1', 0)).toBe(true)
		expect(trust('::1', 0)).toBe(true)
		expect(trust('203.0.113.9', 0)).toBe(false)
		expect(trust('127.0.0.1', 1)).toBe(false)
	})

	test('takes addresses and subnets; off stays off', () => {
		const trust = trustProxyFunction(true, ['10.0.0.0/8', '2001:db8::1'])
		if (trust === false) throw new Error('expected a function')
		expect(trust('10.1.2.3', 3)).toBe(true)
		expect(trust('2001:db8::1', 0)).toBe(true)
		expect(trust('127.0.0.1', 0)).toBe(false)
		expect(trustProxyFunction(false, ['loopback'])).toBe(false)
	})

	test('list entries are checked', () => {
		for (const ok of ['loopback', 'private', '10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']) expect(isProxyListEntry(ok), ok).toBe(true)
		for (const bad of ['nginx', '10.0.0.0/33', '1.2.3', '::1/129', '10.0.0.0/8/1', '']) expect(isProxyListEntry(bad), bad).toBe(false)
	})
})

test('a public listen address is anything but loopback or a private network', () => {
	for (const host of ['127.0.0.1', 'localhost', '::1', '10.0.0.5', '192.168.1.2', 'fd12::1']) expect(isPrivateListenAddress(host), host).toBe(true)
	for (const host of ['0.0.0.0', '::', '203.0.113.9', 'example.com', '2001:db8::1']) expect(isPrivateListenAddress(host), host).toBe(false)
})

test('rate limits count IPv4 addresses as they are and IPv6 clients per /64', () => {
	expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9')
	expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
	expect(rateLimitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
	expect(rateLimitAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
	expect(rateLimitAddress('2001:0db8:0001:0002:0:0:0:ffff')).toBe('2001:db8:1:2::/64')
	expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
	expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64')
})
