import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string }

/**
 * A real SMTP server on localhost that records what it receives, for the outbox's tests. `raw` is
 * the message as a person reads it: nodemailer sends long lines quoted-printable, decoded here.
 */
export function startSmtpServer(port: number) {
	const received: ReceivedMail[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			let raw = ''
			stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
			stream.on('end', () => {
				received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(raw) })
				callback()
			})
		},
	})
	return new Promise<{ received: ReceivedMail[]; close(): Promise<void> }>((resolve) =>
		server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise((r) => server.close(() => r())) })),
	)
}

function decodeQuotedPrintable(raw: string) {
	return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
