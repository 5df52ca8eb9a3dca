import { data } from 'react-router'
import { countryDirectory } from '../country-directory'

/** The guide a studio facts URL names, or a 404: only the 16 guides have facts. */
export function guideOf(countryParam: string | undefined) {
	const guide = countryDirectory.find((entry) => entry.id === countryParam)
	if (!guide) throw data(null, { status: 404 })
	return guide
}
