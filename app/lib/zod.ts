import { z } from 'zod'

/*
 * zod compiles object parsers with `new Function` where it can. The site's CSP forbids eval, so in
 * the browser the attempt fails and Chrome reports a CSP violation on every page that checks a form
 * (Lighthouse counts it against best practices). Forms are small: parsing without compiled code is
 * fast enough, on the server too. Every schema imports zod from here, so this runs before any
 * schema is built.
 */
z.config({ jitless: true })

export { z }
