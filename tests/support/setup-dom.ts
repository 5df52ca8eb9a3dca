import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy* waits 1 s by default; a busy 2-core CI machine needs longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
