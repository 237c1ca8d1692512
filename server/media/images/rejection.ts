/** Why a product photo was refused; each is the sender's doing, so a route answers it with a 4xx. */
export type PhotoRejectionCode =
  | 'TOO_LARGE'
  | 'NOT_AN_IMAGE'
  | 'HEIC_NOT_ACCEPTED'
  | 'CORRUPT'
  | 'TOO_MANY_PIXELS'
  | 'EXTREME_ASPECT_RATIO'
  | 'UNSUPPORTED_FORMAT';

/**
 * The HTTP status a route gives each refusal (docs/api.md "Errors"): 413 for a file over the size limit, 400 for
 * the rest, whose body the route answers in the usual error shape with this error's message.
 */
export const PHOTO_REJECTION_STATUS: Record<PhotoRejectionCode, 400 | 413> = {
  TOO_LARGE: 413,
  NOT_AN_IMAGE: 400,
  HEIC_NOT_ACCEPTED: 400,
  CORRUPT: 400,
  TOO_MANY_PIXELS: 400,
  EXTREME_ASPECT_RATIO: 400,
  UNSUPPORTED_FORMAT: 400,
};

/** A photo the pipeline will not take, with a message fit to show the staff member who sent it. */
export class PhotoRejection extends Error {
  constructor(
    readonly code: PhotoRejectionCode,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRejection';
  }

  get statusCode(): 400 | 413 {
    return PHOTO_REJECTION_STATUS[this.code];
  }
}
