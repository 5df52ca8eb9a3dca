import { bookingSeeder } from '~/features/bookings/bookings.server'
import { seedCountries } from '~/features/countries/countries.server'
import { coursesSeeder } from '~/features/courses/courses.server'
import type { Database } from './client.server'

/**
 * Shipped content, applied on every start: each seeder inserts missing rows and replaces rows it
 * wrote from an older version of the seed (corrections reach existing installs), so running it
 * again is safe and cheap; rows staff have edited are never overwritten.
 */
export type Seeder = { name: string; run(db: Database): Promise<void> }

const seeders: Seeder[] = [coursesSeeder, { name: 'countries', run: (db) => seedCountries(db).then(() => undefined) }, bookingSeeder]

export async function seedDatabase(db: Database) {
	for (const seeder of seeders) await seeder.run(db)
}
