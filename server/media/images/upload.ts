import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PRODUCT_PHOTO_BYTES } from '../../../contract/limits';
import { AppError, badRequest, errorBody } from '../../errors';
import { PhotoRejection } from './rejection';
import { SemaphoreFull } from './semaphore';

/** The multipart field a photo or picture is sent in (as the avatar's). */
export const PHOTO_FIELD = 'image';
const LIMIT_MB = MAX_PRODUCT_PHOTO_BYTES / (1024 * 1024);
/** Seconds a busy photo pipeline asks the sender to wait: one photo takes about a second or two. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', `The photo is larger than ${LIMIT_MB} MB: at most ${LIMIT_MB} MB is accepted`);

/**
 * The bytes of the multipart file field "image", at most MAX_PRODUCT_PHOTO_BYTES (the app's multipart default is
 * the avatar's 5 MB; this route allows the photo limit). A larger file is a 413, a malformed form a 400.
 */
export async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_PRODUCT_PHOTO_BYTES, files: 1 } });
    if (!file || file.fieldname !== PHOTO_FIELD) {
      file?.file.resume();
      throw badRequest(`Send the photo in the multipart field "${PHOTO_FIELD}"`, { [PHOTO_FIELD]: 'is required' });
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The plugin's other refusals (not multipart: 406/415, too many parts: 413) carry their status already.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw badRequest('The upload is not a well-formed multipart form', { [PHOTO_FIELD]: 'could not be read' });
  }
}

/**
 * Runs an upload's work, answering the pipeline's refusals in the error shape: each PhotoRejection with its status
 * and code (TOO_LARGE as PAYLOAD_TOO_LARGE), a full queue as 503 with Retry-After.
 */
export async function answeringRefusals<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoRejection) {
      throw new AppError(error.statusCode, error.code === 'TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : error.code, error.message);
    }
    if (error instanceof SemaphoreFull) {
      return reply.code(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send(errorBody('SERVICE_UNAVAILABLE', error.message));
    }
    throw error;
  }
}
