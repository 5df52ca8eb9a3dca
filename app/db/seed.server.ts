import { bookingSeeder } from '~/features/bookings/bookings.server'
import { guideReviewSeeder } from '~/features/countries/guide-reviews.server'
import { factSeeder } from '~/features/countries/facts/facts.server'
import { whatsAppTemplateSeeder } from '~/features/leads/admin/whatsapp-templates.server'
import { contentSeeder } from '~/features/studio/content-store.server'
import type { Database } from './client.server'

/**
 * Shipped content, applied on every start: each seeder inserts missing rows and replaces rows it
 * wrote from an older version of the seed (corrections reach existing installs), so running it
 * again is safe and cheap; rows staff have edited are never overwritten.
 */
export type Seeder = { name: string; run(db: Database): Promise<void> }

// The guides are content entries (seeded by contentSeeder); their first review and their facts follow them.
const seeders: Seeder[] = [contentSeeder, guideReviewSeeder, factSeeder, bookingSeeder, whatsAppTemplateSeeder]

export async function seedDatabase(db: Database) {
	for (const seeder of seeders) await seeder.run(db)
}
