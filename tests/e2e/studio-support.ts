import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { imageMessages } from '../../app/features/studio/images'
import { expect } from './fixtures'
import { signInWithTwoFactor } from './support'

/** The editor the test server has from its start (playwright.config.ts webServer). */
export const EDITOR = { email: 'editor@welsh.test', password: 'Content-Desk-2026!' }

export async function logInAsEditor(page: Page) {
	await signInWithTwoFactor(page, EDITOR)
}

/** A key no other run or test uses: entries cannot be deleted, only unpublished. */
export const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`

export async function publish(page: Page) {
	await page.getByRole('button', { name: 'Publish', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows it now.' })).toBeVisible()
}

export async function createEntry(page: Page, type: string, key: string) {
	await page.goto(`/admin/content/${type}`)
	await page.getByRole('textbox', { name: 'Key' }).fill(key)
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(page).toHaveURL(`/admin/content/${type}/${key}`)
}

/**
 * A photo-like JPEG made here, so the upload is a real image of a known size; a different `variant`
 * gives different bytes, so the store takes it as a new image rather than one uploaded before.
 */
export async function photo(width: number, height: number, variant = 0) {
	const pixels = Buffer.alloc(width * height * 3)
	for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 13 + Math.floor(i / (width * 3)) + variant) % 256
	return sharp(pixels, { raw: { width, height, channels: 3 } })
		.jpeg()
		.toBuffer()
}

/** Uploads a JPEG from the images page the editor is on, with its English alt text. */
export async function uploadImage(page: Page, name: string, buffer: Buffer, alt: string) {
	await page.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/jpeg', buffer })
	await page.getByRole('textbox', { name: 'Alt text (English)' }).fill(alt)
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(page.getByRole('status').filter({ hasText: imageMessages.uploaded })).toBeVisible({ timeout: 30_000 })
}
