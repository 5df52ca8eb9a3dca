import { useEffect, useState } from 'react'

/** True once the page has scrolled away from the very top (SPEC: the top strip shows only at 0). */
export function useScrolledPastTop() {
	const [scrolled, setScrolled] = useState(false)
	useEffect(() => {
		const update = () => setScrolled(window.scrollY > 0)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [])
	return scrolled
}
