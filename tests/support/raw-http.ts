import http from 'node:http'

/** A GET answered as sent: status, headers and the body undecoded (fetch would decompress it). */
export function rawGet(url: string, headers: Record<string, string>) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
		http
			.get(url, { headers }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
			})
			.on('error', reject)
	})
}
