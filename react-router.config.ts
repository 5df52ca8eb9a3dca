import type { Config } from '@react-router/dev/config'

export default {
	// Every public page is rendered on the server (SPEC: search engines and slow phones).
	ssr: true,
} satisfies Config
