import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** A logger for code a test runs outside an app, where nothing should be printed. */
export const silentLogger: FastifyBaseLogger = pino({ level: 'silent' });
