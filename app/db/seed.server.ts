import { seedCountries } from '~/features/countries/countries.server'
import { coursesSeeder } from '~/features/courses/courses.server'
import type { Database } from './client.server'

/**
 * First-start content. Each seeder inserts its rows only where they are missing, so running
 * the seed on every start is safe and cheap, and staff edits are never overwritten.
 */
export type Seeder = { name: string; run(db: Database): Promise<void> }

const seeders: Seeder[] = [coursesSeeder, { name: 'countries', run: (db) => seedCountries(db).then(() => undefined) }]

export async function seedDatabase(db: Database) {
	for (const seeder of seeders) await seeder.run(db)
}
