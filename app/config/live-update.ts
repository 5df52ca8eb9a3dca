import { z } from '~/lib/zod'

/**
 * Settings of the browser's live-update client (PRODUCT.md item 9, SPEC.md section 5
 * "Database client settings"): the staff inbox long-polls for new leads.
 */
export const LONG_POLLING_TIMEOUT_MIN_SECONDS = 5
export const LONG_POLLING_TIMEOUT_MAX_SECONDS = 30

export const liveUpdateSettingsSchema = z
	.object({
		longPollingTimeoutSeconds: z
			.number('must be a number')
			.int('must be a whole number of seconds')
			.min(LONG_POLLING_TIMEOUT_MIN_SECONDS, 'must be between 5 and 30 seconds')
			.max(LONG_POLLING_TIMEOUT_MAX_SECONDS, 'must be between 5 and 30 seconds'),
		forceLongPolling: z.boolean(),
		autoDetectLongPolling: z.boolean(),
	})
	.refine((s) => !(s.forceLongPolling && s.autoDetectLongPolling), {
		message: 'force long-polling and auto-detect long-polling cannot both be on',
		path: ['forceLongPolling'],
	})

export type LiveUpdateSettings = z.infer<typeof liveUpdateSettingsSchema>

export const defaultLiveUpdateSettings: LiveUpdateSettings = {
	longPollingTimeoutSeconds: 25,
	forceLongPolling: false,
	autoDetectLongPolling: true,
}
