import { v7 } from 'uuid';
import type { NewRowId } from './grid';

/**
 * The production row id: time-ordered UUIDv7. This is the package's one source of randomness,
 * kept out of the merge, which only ever calls the `NewRowId` it is given.
 */
export const uuidV7: NewRowId = () => v7();

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const isUuidV7 = (value: string): boolean => UUID_V7.test(value);
