import { describe, expect, test } from 'vitest'
import { ConfigError, parseServerConfig } from './env.server'

function problems(env: Record<string, string>) {
	try {
		parseServerConfig(env)
		return []
	} catch (error) {
		if (error instanceof ConfigError) return error.problems
		throw error
	}
}

describe('server configuration', () => {
	test('an empty environment gives the documented defaults', () => {
		const config = parseServerConfig({})
		expect(config.port).toBe(3000)
		expect(config.nodeEnv).toBe('production')
		expect(config.databaseUrl).toBeUndefined()
		expect(config.dataDir).toMatch(/\/data$/)
		expect(config.liveUpdate).toEqual({ longPollingTimeoutSeconds: 25, forceLongPolling: false, autoDetectLongPolling: true })
	})

	test('blank variables count as unset', () => {
		expect(parseServerConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
	})

	test('a bad port names the variable and the rule', () => {
		expect(problems({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535 (got "70000")'])
		expect(problems({ PORT: 'abc' })[0]).toMatch(/^PORT must be a number/)
	})

	test('DATABASE_URL must be a PostgreSQL URL', () => {
		expect(problems({ DATABASE_URL: 'mysql://localhost/db' })[0]).toMatch(/^DATABASE_URL must be a postgres:\/\//)
		expect(parseServerConfig({ DATABASE_URL: 'postgres://user@127.0.0.1:5432/test' }).databaseUrl).toBe('postgres://user@127.0.0.1:5432/test')
	})

	test('a rejected secret or credential URL names the variable and the rule, never the secret (issue 13, item 12)', () => {
		const lines = problems({
			AUTH_SECRET: 'short-but-secret',
			ADMIN_EMAIL: 'admin@example.com',
			ADMIN_PASSWORD: 'pw-secret',
			DATABASE_URL: 'mysql://app:db-secret@db.internal/welsh',
			SMTP_URL: 'http://mailer:smtp-secret@mail.internal',
			PUBLIC_URL: 'not a url with user:public-secret@',
		})
		const text = lines.join('\n')
		for (const secret of ['short-but-secret', 'pw-secret', 'db-secret', 'smtp-secret', 'public-secret']) expect(text).not.toContain(secret)
		expect(lines).toContain('AUTH_SECRET must be at least 32 characters')
		expect(lines).toContain('ADMIN_PASSWORD must be at least 10 characters')
		expect(lines).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://app:***@db.internal/welsh")')
		expect(lines).toContain('SMTP_URL must be an smtp:// or smtps:// URL (got "http://mailer:***@mail.internal/")')
		expect(lines.find((line) => line.startsWith('PUBLIC_URL'))).toBe('PUBLIC_URL must be an absolute URL such as https://www.example.com')
	})

	test('TRUST_PROXY with a public HOST is refused unless allowed; TRUSTED_PROXIES is checked (issue 13, item 8)', () => {
		expect(problems({ TRUST_PROXY: '1' })[0]).toMatch(/^TRUST_PROXY is set but HOST 0\.0\.0\.0 accepts connections from anywhere/)
		expect(problems({ TRUST_PROXY: 'true', HOST: '203.0.113.5' })).toHaveLength(1)
		expect(parseServerConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustedProxies).toEqual(['loopback'])
		expect(parseServerConfig({ TRUST_PROXY: '1', TRUST_PROXY_ON_PUBLIC_HOST: 'true' }).trustProxy).toBe(1)
		expect(parseServerConfig({ TRUST_PROXY: '1', HOST: '10.0.0.5', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' }).trustedProxies).toEqual(['10.0.0.1', '10.0.0.2'])
		expect(problems({ TRUSTED_PROXIES: 'nginx' })[0]).toMatch(/^TRUSTED_PROXIES must be loopback, private/)
	})

	test('site settings problems are reported with the variable name', () => {
		expect(problems({ SITE_MAP_LATITUDE: '-91' })).toEqual(['SITE_MAP_LATITUDE must be between -90 and 90 (got "-91")'])
	})

	describe('live-update client settings', () => {
		test.each(['5', '17', '30'])('a long-polling timeout of %s s is accepted', (seconds) => {
			expect(parseServerConfig({ LIVE_UPDATE_LONG_POLLING_TIMEOUT_SECONDS: seconds }).liveUpdate.longPollingTimeoutSeconds).toBe(Number(seconds))
		})

		test.each(['4', '31', '0', '-5'])('a long-polling timeout of %s s is rejected', (seconds) => {
			expect(problems({ LIVE_UPDATE_LONG_POLLING_TIMEOUT_SECONDS: seconds })).toEqual([
				'LIVE_UPDATE_LONG_POLLING_TIMEOUT_SECONDS must be between 5 and 30 seconds',
			])
		})

		test('force and auto-detect long-polling cannot both be on', () => {
			expect(problems({ LIVE_UPDATE_FORCE_LONG_POLLING: 'true', LIVE_UPDATE_AUTO_DETECT_LONG_POLLING: 'true' })).toEqual([
				'LIVE_UPDATE_FORCE_LONG_POLLING and LIVE_UPDATE_AUTO_DETECT_LONG_POLLING: force long-polling and auto-detect long-polling cannot both be on',
			])
		})

		test('forcing long-polling turns auto-detect off by default', () => {
			expect(parseServerConfig({ LIVE_UPDATE_FORCE_LONG_POLLING: 'true' }).liveUpdate).toEqual({
				longPollingTimeoutSeconds: 25,
				forceLongPolling: true,
				autoDetectLongPolling: false,
			})
		})

		test('a flag must be true or false', () => {
			expect(problems({ LIVE_UPDATE_FORCE_LONG_POLLING: 'maybe' })[0]).toMatch(/^LIVE_UPDATE_FORCE_LONG_POLLING must be true or false/)
		})
	})

	test('every problem is reported at once', () => {
		expect(problems({ PORT: '0', SITE_MAP_LONGITUDE: '200' })).toHaveLength(2)
	})
})
